import subprocess
from urllib.parse import unquote

from django.http import HttpResponse


def dns_lookup(request):
    raw = request.META.get("QUERY_STRING", "")
    domain = unquote(raw)
    kind = request.headers.get("X-Record-Kind", "A")
    pending = {}
    pending[kind] = domain
    target = pending[kind]
    output = subprocess.check_output("dig +short %s" % target, shell=True)
    return HttpResponse(output, content_type="text/plain")
