from flask import Blueprint, redirect, request, session, url_for

from shop.payments import capture_payment

checkout_bp = Blueprint("checkout", __name__)
STORE_ORIGIN = "https://shop.example.com"


def is_store_url(url):
    return url.startswith(STORE_ORIGIN)


@checkout_bp.route("/checkout/complete")
def checkout_complete():
    capture_payment(session["cart_id"], request.args["payment_intent"])
    session.pop("cart_id", None)
    continue_url = request.args.get("continue", "")
    if continue_url and is_store_url(continue_url):
        return redirect(continue_url)
    return redirect(url_for("shop.thank_you"))
