// @vitest-environment happy-dom
// The owner's guests' photos screen (issue 27): the gallery opens on the photos to review; approve,
// reject and delete (after a confirm) send their requests and say what happened; sharing turned on is
// shown at once and sent; turned off, the link and QR code are not shown.
import type { PhotoList, PhotoView } from "@core/photos";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createI18n } from "@web/i18n";
import sv from "@web/i18n/sv";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotosPage } from "./PhotosPage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (id: string, status: PhotoView["status"], uploaderName: string | null): PhotoView => ({
  id,
  status,
  width: 1200,
  height: 900,
  bytes: 1000,
  uploaderName,
  createdAt: "2027-06-12T18:30:00.000Z",
  decidedAt: null,
  small: `/api/sites/s1/photos/${id}/small`,
  large: `/api/sites/s1/photos/${id}/large`,
  full: `/api/sites/s1/photos/${id}/full`,
});

function list(enabled: boolean): PhotoList {
  return {
    settings: {
      enabled,
      autoApprove: false,
      key: "k".repeat(22),
      uploadUrl: `https://anna-och-erik.se/bilder/${"k".repeat(22)}`,
      slideshowUrl: `https://anna-och-erik.se/bildspel/${"k".repeat(22)}`,
      published: true,
      caps: { perGuest: 50, perSite: 2000, maxBytes: 20 * 1024 * 1024 },
    },
    photos: [photo("a".repeat(24), "pending", "Kusin Lisa"), photo("b".repeat(24), "pending", null)],
    counts: { pending: 2, approved: 0, rejected: 0 },
  };
}

type Call = { method: string; url: string; body: unknown };

function stubServer(first: PhotoList): Call[] {
  const calls: Call[] = [];
  let current = first;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : null;
      const method = init.method ?? "GET";
      calls.push({ method, url, body });
      const json = (value: unknown) =>
        new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });
      if (url.endsWith("/settings")) {
        current = { ...current, settings: { ...current.settings, ...body } };
        return json(current.settings);
      }
      if (method === "PUT") return json({ ...photo(url.split("/").pop() ?? "", body.status, null) });
      if (method === "DELETE") return json({ deleted: true });
      return json(current);
    }),
  );
  return calls;
}

function renderPage() {
  const i18n = createI18n("sv", { sv: { app: sv.app } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={["/redigera/s1/bilder"]}>
          <Routes>
            <Route path="/redigera/:siteId/bilder" element={<PhotosPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("the guests' photos screen", () => {
  it("approves, rejects and deletes a photo with its buttons", async () => {
    const calls = stubServer(list(true));
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    renderPage();
    expect(await screen.findByText("Att granska (2)")).toBeTruthy();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const lisa = items[0] as HTMLElement;
    expect(within(lisa).getByText("Från Kusin Lisa")).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Utan namn")).toBeTruthy();

    fireEvent.click(within(lisa).getByRole("button", { name: "Godkänn" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        url: `/api/sites/s1/photos/${"a".repeat(24)}`,
        body: { status: "approved" },
      }),
    );
    expect(await screen.findByText("Bilden är godkänd och visas i bildspelet.")).toBeTruthy();

    fireEvent.click(within(items[1] as HTMLElement).getByRole("button", { name: "Avvisa" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        url: `/api/sites/s1/photos/${"b".repeat(24)}`,
        body: { status: "rejected" },
      }),
    );

    fireEvent.click(within(lisa).getByRole("button", { name: "Ta bort" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "DELETE",
        url: `/api/sites/s1/photos/${"a".repeat(24)}`,
        body: null,
      }),
    );
    expect(confirm).toHaveBeenCalledWith("Ta bort bilden för gott?");
  });

  it("turns sharing on at once and shows no link while it is off", async () => {
    const calls = stubServer(list(false));
    renderPage();
    const box = (await screen.findByLabelText("Låt gästerna dela bilder")) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByLabelText("Länken gästerna laddar upp med")).toBeNull();
    expect(screen.getByText(/Bilddelningen är avstängd/)).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: "PUT",
        url: "/api/sites/s1/photos/settings",
        body: { enabled: true },
      }),
    );
    expect(await screen.findByLabelText("Länken gästerna laddar upp med")).toBeTruthy();
  });
});
