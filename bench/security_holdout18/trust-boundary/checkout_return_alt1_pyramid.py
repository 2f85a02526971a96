import stripe
from pyramid.httpexceptions import HTTPForbidden, HTTPFound
from pyramid.view import view_config

PLAN_LIMITS = {"free": 3, "pro": 50, "enterprise": 1000}


@view_config(route_name="checkout_return", request_method="GET", permission="view")
def checkout_return(request):
    plan = request.params.get("plan", "free")
    checkout_id = request.params.get("session_id", "")
    if plan not in PLAN_LIMITS or not checkout_id:
        raise HTTPForbidden()
    checkout = stripe.checkout.Session.retrieve(checkout_id)
    if (
        checkout.payment_status != "paid"
        or checkout.client_reference_id != str(request.authenticated_userid)
        or checkout.metadata.get("plan") != plan
    ):
        raise HTTPForbidden()
    request.session["plan"] = plan
    request.session["project_limit"] = PLAN_LIMITS[plan]
    return HTTPFound(location=request.route_url("projects"))
