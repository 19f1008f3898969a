import { describe, expect, it } from "vitest";
import { testAppForThisFile } from "../test/harness";

const t = testAppForThisFile();

describe("GET /api/openapi.json", () => {
  it("describes every API route from the schemas that parse it", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/accounts/login/",
        "/api/accounts/logout/",
        "/api/accounts/me/",
        "/api/accounts/me/delete/",
        "/api/accounts/me/password/",
        "/api/accounts/me/retention/",
        "/api/sites/{siteId}/answers/export.xlsx",
        "/api/sites/{siteId}/households",
        "/api/sites/{siteId}/households/summary",
        "/api/sites/{siteId}/households/import",
        "/api/sites/{siteId}/households/export",
        "/api/sites/{siteId}/households/{householdId}",
        "/api/sites/{siteId}/households/{householdId}/restore",
        "/api/sites/{siteId}/households/{householdId}/link",
        "/api/sites/{siteId}/guest-list/settings",
        "/api/invitations/{token}",
        "/api/sites/{siteId}/invitations/code",
        "/api/sites/{siteId}/invitations/find",
        "/api/accounts/register/",
        "/api/accounts/reset-password/",
        "/api/events/",
        "/api/events/tracker.js",
        "/api/feedback/",
        "/api/fonts/faces.css",
        "/api/form-submissions/post-key",
        "/api/form-submissions/{siteId}",
        "/api/form-submissions/{siteId}/",
        "/api/form-submissions/{siteId}/export.xlsx",
        "/api/form-submissions/{siteId}/{id}",
        "/api/gift-registry/{siteId}/{moduleId}/{itemId}/",
        "/api/gift-registry/{siteId}/{moduleId}/{itemId}/v2",
        "/api/orders/",
        "/api/orders/shipmentMethods/",
        "/api/orders/{id}",
        "/api/orders/{orderId}/payment/stripe",
        "/api/orders/{orderId}/payment/stripe/{reference}",
        "/api/orders/{orderId}/payment/swish",
        "/api/prints/",
        "/api/prints/{id}",
        "/api/prints/{id}/image-crop",
        "/api/prints/{id}/image-upload",
        "/api/prints/{id}/serverAccess/{key}",
        "/api/qr",
        "/api/qr/{target}",
        "/api/sites/{siteId}/prints/",
        "/api/logs/",
        "/api/rsvps/post-key",
        "/api/rsvps/{siteId}",
        "/api/rsvps/{siteId}/osa.xlsx",
        "/api/rsvps/{siteId}/v3/",
        "/api/rsvps/{siteId}/{rsvpId}",
        "/api/speeches/{siteId}/v2",
        "/api/rsvps/{siteId}/v4",
        "/api/rsvps/{siteId}/v4/",
        "/api/rsvps/{siteId}/v4/osa.xlsx",
        "/api/rsvps/{siteId}/v4/{id}",
        "/api/sites/V2",
        "/api/sites/V2/{id}",
        "/api/sites/{siteId}",
        "/api/sites/{siteId}/upgrade",
        "/api/sites/public/{id}",
        "/api/sites/public/{id}/login",
        "/api/sites/quick-start/{id}",
        "/api/sites/quick-start/maps/*",
        "/api/sites/quick-start/upload-image",
        "/api/sites/quick-start/crop-image",
        "/api/sites/quick-start/crop-image/v2",
        "/api/sites/{id}/upload-image",
        "/api/sites/{id}/crop-image",
        "/api/sites/{id}/crop-image/v2",
        "/api/sites/{id}",
        "/api/sites/{id}/versions",
        "/api/sites/{id}/versions/{versionId}",
        "/api/sites/{id}/versions/{versionId}/restore",
        "/api/sites/{siteId}/account/",
        "/api/sites/{siteId}/maps/*",
        "/api/sites/{siteId}/qr/{host}/png",
        "/api/sites/{siteId}/qr/{host}/svg",
        "/api/sites/{siteId}/password",
        "/api/sites/{siteId}/metaNoindex",
        "/api/sites/{siteId}/host",
        "/api/sites/{siteId}/host/subdomain-available/{host}",
        "/api/sites/{siteId}/host/domain-available/{fullDomain}",
        "/api/sites/{siteId}/host/domain-registration/register/{domain}",
        "/api/sites/{siteId}/host/dns-settings",
        "/api/sites/{siteId}/host/dns-check/{domain}",
        "/api/sites/{siteId}/payment/stripe",
        "/api/sites/{siteId}/payment/stripe/{reference}",
        "/api/stripe/webhook",
        "/api/payments/swish/callback",
        "/api/payments/swish/refund-callback",
        "/api/sites/{siteId}/payment/free",
        "/api/sites/{siteId}/payment/receipt/{paymentReference}",
        "/api/sites/{siteId}/payment/swish",
        "/api/swishPayments/{swishId}",
        "/payment-simulator/card/confirm",
      ].sort(),
    );
    const register = doc.paths["/api/accounts/register/"].post;
    expect(register.requestBody.content["application/json"].schema.required).toEqual(["mail", "password"]);
    expect(register.requestBody.content["application/json"].schema.properties.password.minLength).toBe(6);
    const save = doc.paths["/api/sites/V2/{id}"].put;
    expect(save["x-access"]).toBe("owner");
    expect(save.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(Object.keys(save.requestBody.content["application/json"].schema.properties)).toContain(
      "siteModules",
    );
  });
});
