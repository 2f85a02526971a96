from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

RETURN_DESTINATIONS = {
    "invoices": "billing_invoices",
    "plan": "billing_plan",
    "usage": "billing_usage",
}


@view_config(route_name="billing_return", permission="view")
def billing_return(request):
    key = request.params.get("to", "invoices")
    route_name = RETURN_DESTINATIONS.get(key, "billing_invoices")
    return HTTPFound(location=request.route_url(route_name))


def includeme(config: Configurator):
    config.add_route("billing_return", "/billing/return")
    config.add_route("billing_invoices", "/billing/invoices")
    config.add_route("billing_plan", "/billing/plan")
    config.add_route("billing_usage", "/billing/usage")
    config.scan(__name__)
