from flask import Blueprint, abort, redirect, request

from .metrics import record_click

campaigns = Blueprint("campaigns", __name__, url_prefix="/go")

DESTINATIONS = {
    "spring-sale": "https://shop.example.com/sale/spring",
    "newsletter": "https://www.example.com/newsletter",
    "app": "https://apps.example.com/download",
}


@campaigns.get("/<slug>")
def follow(slug: str):
    destination = DESTINATIONS.get(slug)
    if destination is None:
        abort(404)
    record_click(slug, request.headers.get("Referer"))
    return redirect(destination, code=302)
