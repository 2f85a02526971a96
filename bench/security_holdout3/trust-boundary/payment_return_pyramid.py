from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

from .models import Order


@view_config(route_name="payment_return", request_method="GET")
def payment_return(request):
    order_id = request.params.get("order_id")
    status = request.params.get("status", "failed")
    if status == "success":
        request.session["paid_order_id"] = order_id
    return HTTPFound(location=request.route_url("order_summary"))


@view_config(route_name="order_summary", renderer="templates/summary.jinja2")
def order_summary(request):
    paid_id = request.session.get("paid_order_id")
    if paid_id is None:
        return {"order": None, "download_links": []}
    order = request.dbsession.query(Order).get(paid_id)
    order.mark_paid()
    return {"order": order, "download_links": order.download_links()}
