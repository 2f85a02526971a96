import { formatPrice } from "./util/format.js";

export function addItem(cart, item) {
  return [...cart, item];
}

export function cartTotal(cart) {
  let total = 0;
  for (const item of cart) {
    total += item.price * item.quantity;
  }
  return formatPrice(total);
}
