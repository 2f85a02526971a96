from lxml import etree
from pyramid.config import Configurator
from pyramid.view import view_config


@view_config(route_name="saml_metadata", request_method="POST", renderer="json")
def upload_metadata(request):
    tenant, payload = request.matchdict["tenant"], request.body
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
    root = etree.fromstring(payload, parser)
    return {"tenant": tenant, "entity_id": root.get("entityID")}


def make_app():
    with Configurator() as config:
        config.add_route("saml_metadata", "/tenants/{tenant}/saml/metadata")
        config.scan()
        return config.make_wsgi_app()
