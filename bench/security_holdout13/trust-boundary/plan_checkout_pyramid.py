from pyramid.httpexceptions import HTTPBadRequest, HTTPSeeOther
from pyramid.view import view_config

PLANS = {
    "starter": {"seats": 5, "price_cents": 0},
    "team": {"seats": 25, "price_cents": 4900},
    "business": {"seats": 100, "price_cents": 19900},
}


def resolve_plan(key):
    for name, plan in PLANS.items():
        if name == key:
            return name, plan
    raise HTTPBadRequest("unknown plan")


@view_config(route_name="checkout_plan", request_method="POST")
def choose_plan(request):
    name, plan = resolve_plan(request.POST.get("plan", ""))
    request.session["checkout"] = {"plan": name, "seats": plan["seats"], "price_cents": plan["price_cents"]}
    return HTTPSeeOther(location=request.route_url("checkout_review"))


@view_config(route_name="checkout_review", renderer="json")
def review(request):
    return request.session.get("checkout") or {"plan": None}
