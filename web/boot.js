// Starts the engine's worker before the rest of the page has loaded: the
// runtime's download and start are the longest part of a cold start, and the
// worker need not wait for the table's modules. index.html loads this as an
// async module, which runs as soon as its own few modules are in, ahead of
// app.js's graph; app.js's engine then takes the worker over. Partner play
// has no worker: a seat's link in the address starts none.

import { readAddress } from "./address.js";
import { startEarly } from "./engine.js";

const address = readAddress();
if (!address.link) startEarly(address.pace);
