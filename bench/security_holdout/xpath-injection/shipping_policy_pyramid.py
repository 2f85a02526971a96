from lxml import etree
from pyramid.view import view_config

POLICIES = etree.parse("/srv/policies/regional.xml")


@view_config(route_name="shipping_policy", renderer="json")
def shipping_policy(request):
    region = request.cookies.get("region", "EU")
    path = "/policies/region[@code='" + region + "']/shipping"
    node = POLICIES.xpath(path)
    return {"region": region, "policy": node[0].text if node else None}
