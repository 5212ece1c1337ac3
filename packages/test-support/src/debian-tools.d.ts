/** Debian's Chromium and the flags every test and benchmark launches it with. */
export declare const chromiumLaunchOptions: {
  executablePath: string;
  args: string[];
};

/**
 * The HAProxy binary, or null when it is not installed: Debian puts it in /usr/sbin, which a
 * non-root PATH may lack.
 */
export declare function haproxyBinary(): string | null;

/** The openssl binary (for a proxy's certificate made for the run), or null when it is not installed. */
export declare function opensslBinary(): string | null;
