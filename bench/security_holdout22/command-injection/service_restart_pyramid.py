import os
from pyramid.response import Response
from pyramid.view import view_config

SERVICES = {"web": "nginx", "cache": "redis-server", "queue": "rabbitmq-server"}


def pick_unit(requested):
    for alias, unit in SERVICES.items():
        if alias == requested:
            return unit
    return None


@view_config(route_name="restart", request_method="POST", renderer="json")
def restart_service(request):
    unit = pick_unit(request.params.get("service", ""))
    if unit is None:
        return Response(status=400)
    code = os.system("systemctl restart %s" % unit)
    return {"unit": unit, "code": code}
