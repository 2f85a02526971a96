from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.session import SignedCookieSessionFactory
from pyramid.view import view_config

PRODUCTS = {"basic": 10, "pro": 25, "team": 60}


@view_config(route_name="plans", renderer="json")
def plans(request):
    return {"plans": PRODUCTS}


@view_config(route_name="choose_plan", request_method="POST", renderer="json")
def choose_plan(request):
    plan = request.POST.get("plan")
    if plan not in PRODUCTS:
        raise HTTPBadRequest()
    request.session["plan"] = plan
    return {"plan": plan}


@view_config(route_name="billing_contact", request_method="POST")
def billing_contact(request):
    contact = request.POST.get("email", "")
    request.session["verified_email"] = contact
    return HTTPFound(location=request.route_url("summary"))


@view_config(route_name="summary", renderer="json")
def summary(request):
    plan = request.session.get("plan", "basic")
    return {
        "plan": plan,
        "price": PRODUCTS[plan],
        "email": request.session.get("verified_email"),
    }


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.set_session_factory(SignedCookieSessionFactory("change-this-signing-key"))
        config.add_route("plans", "/plans")
        config.add_route("choose_plan", "/plans/choose")
        config.add_route("billing_contact", "/billing/contact")
        config.add_route("summary", "/summary")
        config.scan()
        return config.make_wsgi_app()
