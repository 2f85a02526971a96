from flask import Blueprint, make_response, request

shop_bp = Blueprint("shop", __name__)

PRODUCTS = ["lamp", "desk", "chair", "shelf"]


def results_banner(term, count):
    if count == 0:
        return "<p class='empty'>No products match <b>%s</b></p>" % term
    return "<p>{} result(s) for <b>{}</b></p>".format(count, term)


@shop_bp.route("/search")
def search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p]
    body = results_banner(term, len(hits))
    body += "<ul>" + "".join(f"<li>{h}</li>" for h in hits) + "</ul>"
    resp = make_response(body)
    resp.headers["Content-Type"] = "text/html; charset=utf-8"
    return resp
