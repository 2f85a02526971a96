from lxml import etree
from pyramid.httpexceptions import HTTPUnauthorized
from pyramid.view import view_config

KIOSK_DOC = etree.parse("/etc/kiosk/operators.xml")
OPERATOR_BY_PIN = etree.XPath(
    "/operators/operator[id=$operator and pin=$pin]/name/text()"
)


@view_config(route_name="kiosk_login", request_method="POST", renderer="json")
def kiosk_login(request):
    operator_id = request.POST.get("operator", "")
    pin = request.POST.get("pin", "")
    names = OPERATOR_BY_PIN(KIOSK_DOC, operator=operator_id, pin=pin)
    if not names:
        raise HTTPUnauthorized()
    request.session["operator"] = operator_id
    return {"operator": str(names[0])}
