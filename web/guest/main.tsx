// The guest bundle: hydrates the server-rendered page. Contains no editor code.
import "@design/guest.css";
import "@design/guest-modules.css";
import "@design/guest-forms.css";
import "@design/guest-gifts.css";
import "@design/themes/index.css";
import "@design/guest-event-logo.css";
import "@design/guest-graphics.css";
import { hydrateRoot } from "react-dom/client";
import { GuestApp } from "./GuestApp";
import { GUEST_STATE_ID, type GuestPageState } from "./state";

const stateElement = document.getElementById(GUEST_STATE_ID);
const root = document.getElementById("root");
if (stateElement?.textContent && root) {
  const state = JSON.parse(stateElement.textContent) as GuestPageState;
  hydrateRoot(root, <GuestApp state={state} />);
}
