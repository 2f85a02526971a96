import subprocess

from pyramid.config import Configurator
from pyramid.view import view_config


@view_config(route_name="dns_lookup", renderer="json", request_method="GET")
def dns_lookup(request):
    domain = request.params.get("domain", "")
    record_type = request.params.get("type", "A")
    cmd = "dig +short {} {}".format(record_type, domain)
    proc = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stdout, stderr = proc.communicate(timeout=15)
    if proc.returncode != 0:
        request.response.status = 502
        return {"error": stderr.decode(errors="replace")}
    return {"domain": domain, "type": record_type, "answers": stdout.decode().split()}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("dns_lookup", "/dns")
        config.scan()
        return config.make_wsgi_app()
