from pyramid.view import view_config

from .models import Coupon


def lookup_discount(dbsession, code):
    coupon = dbsession.query(Coupon).filter_by(code=code, active=True).one_or_none()
    return None if coupon is None else {"coupon_id": coupon.id, "percent": coupon.percent}


@view_config(route_name="apply_coupon", renderer="json", request_method="POST")
def apply_coupon(request):
    code = request.POST.get("code", "").strip().upper()
    discount = lookup_discount(request.dbsession, code)
    if discount is None:
        request.response.status = 404
        return {"error": "unknown coupon"}
    request.session["discount"] = discount
    return discount


@view_config(route_name="clear_coupon", renderer="json", request_method="POST")
def clear_coupon(request):
    request.session.pop("discount", None)
    return {"cleared": True}
