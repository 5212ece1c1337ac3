import { Button, RegionField, StateView, Switch } from '@mall/react-ui';
import { type Address, addressAddRequestSchema } from '@mall/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n-context';
import { useSearchParams } from '../../router/hash-router';
import { FormTextField } from '../../shared/form-text-field';
import { QueryErrorView } from '../../shared/query-error-view';
import { SubmitButton } from '../../shared/submit-button';
import { useIdParam } from '../../shared/use-id-param';
import { useSchemaForm } from '../../shared/use-schema-form';
import { Page } from '../../shell/page';
import { useShowToast } from '../../shell/toast-context';
import { useBack } from '../../shell/use-back';
import {
  addressMutations,
  addressQueries,
  chooseCheckoutAddress,
  refreshAddresses,
  SELECT_PARAM,
} from './address-queries';
import { useDeleteAddress } from './use-delete-address';
import './address.css';

interface AddressValues {
  contact: string;
  countryCode: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  isDefault: boolean;
}

const DEFAULT_COUNTRY_CODE = '+86';

function valuesOf(address: Address | undefined): AddressValues {
  return {
    contact: address?.contact ?? '',
    countryCode: address?.countryCode || DEFAULT_COUNTRY_CODE,
    phone: address?.phone ?? '',
    province: address?.province ?? '',
    city: address?.city ?? '',
    district: address?.district ?? '',
    address: address?.address ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

interface AddressEditFormProps {
  /** The address to change; none to add one. */
  address?: Address;
  /** Opened from checkout: a new address becomes the order's address. */
  selecting: boolean;
}

function AddressEditForm({ address, selecting }: AddressEditFormProps) {
  const { t, errorMessage } = useI18n();
  const back = useBack();
  const showToast = useShowToast();
  const queryClient = useQueryClient();
  const regions = useQuery(addressQueries.regions());
  const [pickerOpen, setPickerOpen] = useState(false);
  const form = useSchemaForm(addressAddRequestSchema, { defaultValues: valuesOf(address) });
  const save = useMutation(addressMutations.save());
  const busy = form.formState.isSubmitting;
  const isDefault = useController({ control: form.control, name: 'isDefault' });
  const [province, city, district] = form.watch(['province', 'city', 'district']);
  const region = [province, city, district].filter((part) => part !== '');
  const { errors } = form.formState;
  const regionError = errors.province ?? errors.city ?? errors.district;

  const submit = form.handleSubmit(async (body) => {
    try {
      const id = await save.mutateAsync({ body, id: address?.id });
      if (!address && selecting) {
        chooseCheckoutAddress(id);
      }
      await refreshAddresses(queryClient);
      showToast(t('message.addressSaved'), 'success');
      back();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  });

  const { ask: askDelete, dialog: deleteDialog } = useDeleteAddress(back);

  const chooseRegion = (values: string[]) => {
    const [nextProvince = '', nextCity = '', nextDistrict = ''] = values;
    const options = { shouldValidate: form.formState.isSubmitted, shouldDirty: true };
    form.setValue('province', nextProvince, options);
    form.setValue('city', nextCity, options);
    form.setValue('district', nextDistrict, options);
  };

  return (
    <form className="mall-address-form app-address-form" onSubmit={submit} noValidate>
      <div className="mall-address-form__fields">
        <FormTextField
          control={form.control}
          name="contact"
          inputName="name"
          label={t('address.contact')}
          required
          placeholder={t('address.contactPlaceholder')}
          autoComplete="name"
          maxLength={30}
        />
        <FormTextField
          control={form.control}
          name="countryCode"
          inputName="country-code"
          label={t('address.countryCode')}
          required
          inputMode="tel"
          autoComplete="tel-country-code"
          maxLength={5}
        />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('address.phone')}
          type="tel"
          inputMode="numeric"
          required
          placeholder={t('address.phonePlaceholder')}
          autoComplete="tel-national"
          maxLength={15}
        />
        <RegionField
          label={t('address.region')}
          options={regions.data ?? []}
          value={region}
          valueText={region.join(' ')}
          onChange={chooseRegion}
          placeholder={t('address.regionPlaceholder')}
          loadingText={regions.isPending ? t('address.regionLoading') : undefined}
          levelLabels={[t('address.province'), t('address.city'), t('address.district')]}
          closeLabel={t('address.close')}
          error={regionError?.message}
          required
          open={pickerOpen && regions.isSuccess}
          onOpenChange={setPickerOpen}
        />
        <FormTextField
          control={form.control}
          name="address"
          inputName="street-address"
          label={t('address.detail')}
          required
          rows={2}
          layout="horizontal"
          placeholder={t('address.detailPlaceholder')}
          autoComplete="street-address"
          maxLength={200}
        />
      </div>
      <div className="mall-address-form__fields">
        <Switch
          label={t('address.isDefault')}
          checked={isDefault.field.value}
          onChange={isDefault.field.onChange}
        />
      </div>
      <div className="mall-address-form__submit app-address-form__buttons">
        <SubmitButton busy={busy} label={t('address.save')} busyLabel={t('address.saving')} />
        {address ? (
          <Button variant="outline" size="large" block disabled={busy} onClick={() => askDelete(address.id)}>
            {t('address.deleteAddress')}
          </Button>
        ) : null}
      </div>
      {deleteDialog}
    </form>
  );
}

/** Adds an address (no `id`) or changes one (`?id=`); saving shows "Address saved" and goes back. */
export default function AddressEditPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const selecting = params.get(SELECT_PARAM) === '1';
  const { id, valid: editing } = useIdParam('id');
  const address = useQuery({ ...addressQueries.info(id), enabled: editing });

  let body: React.ReactNode;
  if (!editing) {
    body = <AddressEditForm selecting={selecting} />;
  } else if (address.isPending) {
    body = <StateView status="loading" title={t('common.loading')} delay={200} />;
  } else if (address.isLoadingError) {
    body = <QueryErrorView query={address} />;
  } else {
    body = <AddressEditForm key={address.data.id} address={address.data} selecting={selecting} />;
  }
  return (
    <Page
      title={editing ? t('title.addressEdit') : t('title.addressAdd')}
      className="app-address-page app-address-edit-page"
    >
      {body}
    </Page>
  );
}
