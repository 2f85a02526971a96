import requests
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

WARRANTY_API = "https://warranty.internal.example.com/v2"


class WarrantyClient:
    def __init__(self, session=None):
        self.session = session or requests.Session()

    def fetch(self, serial_number):
        return self.session.get(f"{WARRANTY_API}/devices/{serial_number}/coverage", timeout=5)


@view_config(route_name="warranty_status", renderer="json")
def warranty_status(request):
    try:
        serial_number = int(request.matchdict["serial"])
    except ValueError:
        raise HTTPBadRequest("serial must be numeric")
    response = WarrantyClient().fetch(serial_number)
    if response.status_code == 404:
        raise HTTPNotFound()
    data = response.json()
    return {"serial": serial_number, "covered": data.get("covered", False), "expires": data.get("expires")}
