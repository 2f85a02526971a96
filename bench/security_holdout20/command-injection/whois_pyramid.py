import re
import subprocess

from pyramid.config import Configurator
from pyramid.view import view_config

LABEL = re.compile(r"[a-z0-9][a-z0-9-]{0,62}")
TLDS = {"com", "net", "org", "io"}


@view_config(route_name="whois", renderer="json")
def whois(request):
    name = request.params.get("name", "").lower()
    tld = request.params.get("tld", "com").lower()
    if not LABEL.fullmatch(name) or tld not in TLDS:
        request.response.status = 400
        return {"error": "bad domain"}
    proc = subprocess.run(["whois", f"{name}.{tld}"], capture_output=True, text=True, timeout=20)
    return {"domain": f"{name}.{tld}", "raw": proc.stdout}


def main():
    with Configurator() as config:
        config.add_route("whois", "/whois")
        config.scan()
        return config.make_wsgi_app()
