// /konto/forlang (SPEC §2 Extend dialog): extend the subdomain's publication (product extend_subdomain)
// with a payment; then /konto/forlang/subdoman/bekraftelse/{ref?} with a headline, the months added
// and the receipt. Closing either returns to /konto/.
import type { Site } from "@core/site";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { addressPaths } from "../address/paths";
import { quoteFor } from "../address/prices";
import { api } from "../api";
import { appConfig } from "../config";
import { formatKronor } from "../payments/money";
import { PaymentChooser } from "../payments/PaymentChooser";
import { paymentsApi } from "../payments/payments-api";
import { ReceiptView } from "../payments/ReceiptView";
import { refreshSiteAndAccount } from "../payments/refresh";

function useSite(siteId: string) {
  return useQuery({ queryKey: ["site", siteId], queryFn: () => api.get<Site>(`/api/sites/${siteId}`) });
}

function Frame({ siteId, title, children }: { siteId: string; title: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation("app");
  return (
    <Dialog.Root open onOpenChange={(open) => !open && navigate(addressPaths.account(siteId))}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide extend-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">{title}</Dialog.Title>
          {children}
          <div className="dialog__actions">
            <Dialog.Close className="button">{t("address.extend.close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ExtendDialog() {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const config = appConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const site = useSite(siteId);
  const quote = site.data ? quoteFor("extend_subdomain", site.data, config) : null;

  const onPaid = useCallback(
    async (reference: string) => {
      await refreshSiteAndAccount(queryClient, siteId);
      navigate(addressPaths.extendDone(siteId, reference));
    },
    [siteId, queryClient, navigate],
  );

  return (
    <Frame siteId={siteId} title={t("address.extend.title")}>
      {!site.data || !quote ? (
        <p role="status">{site.error ? t("errors.siteLoad") : t("address.loading")}</p>
      ) : !site.data.active || !site.data.host ? (
        <p className="dialog__text">{t("address.extend.notPublished")}</p>
      ) : (
        <>
          <p className="dialog__text">
            {t("address.extend.text", {
              host: site.data.host,
              count: quote.months,
              price: formatKronor(quote.amount, quote.currency),
            })}
          </p>
          {site.data.activeExpireDate ? (
            <p className="field__hint">
              {t("address.extend.expiresNow", { date: site.data.activeExpireDate.slice(0, 10) })}
            </p>
          ) : null}
          <PaymentChooser
            payFor={{ siteId, purchase: { paymentProduct: "extend_subdomain" } }}
            amountText={formatKronor(quote.amount, quote.currency)}
            onPaid={onPaid}
          />
        </>
      )}
    </Frame>
  );
}

export function ExtendConfirmation() {
  const { siteId = "", reference } = useParams();
  const { t } = useTranslation("app");
  const site = useSite(siteId);
  const receipt = useQuery({
    queryKey: ["receipt", siteId, reference],
    queryFn: () => paymentsApi.receipt(siteId, reference ?? ""),
    enabled: Boolean(reference),
  });
  const months =
    receipt.data?.months ?? (site.data ? quoteFor("extend_subdomain", site.data, appConfig())?.months : null);
  return (
    <Frame siteId={siteId} title={t("address.extend.doneTitle")}>
      <p className="dialog__text" role="status">
        {months ? t("address.extend.monthsAdded", { count: months }) : t("address.extend.doneText")}
      </p>
      {site.data?.activeExpireDate ? (
        <p className="field__hint">
          {t("address.extend.expiresNow", { date: site.data.activeExpireDate.slice(0, 10) })}
        </p>
      ) : null}
      {reference ? <ReceiptView siteId={siteId} reference={reference} /> : null}
    </Frame>
  );
}
