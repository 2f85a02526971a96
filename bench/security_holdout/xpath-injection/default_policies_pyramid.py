from lxml import etree
from pyramid.view import view_config

POLICIES = etree.parse("/srv/policies/regional.xml")
DEFAULT_REGION = "EU"


@view_config(route_name="default_policies", renderer="json")
def default_policies(request):
    path = "/policies/region[@code='" + DEFAULT_REGION + "']/*"
    nodes = POLICIES.xpath(path)
    return {"region": DEFAULT_REGION, "policies": {n.tag: n.text for n in nodes}}
