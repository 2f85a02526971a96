import os

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

PROBE_LOG = "/tmp/gateway_probe.log"


def _probe_command(host, count):
    return "ping -c " + str(count) + " -W 2 " + host + " > " + PROBE_LOG + " 2>&1"


@staff_member_required
@require_POST
def probe_gateway(request):
    gateway_host = request.POST.get("gateway_host", "")
    count = request.POST.get("count", "3")
    exit_code = os.system(_probe_command(gateway_host, count))
    with open(PROBE_LOG) as fh:
        output = fh.read()[-4000:]
    return JsonResponse({"reachable": exit_code == 0, "output": output})
