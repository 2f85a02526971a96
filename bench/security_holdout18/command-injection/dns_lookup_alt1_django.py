import logging
import re
import subprocess

from django.http import HttpResponse

logger = logging.getLogger(__name__)
HOSTNAME = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$")


def dns_lookup(request):
    domain = request.GET.get("domain", "")
    record = request.GET.get("type", "A").upper()
    if record not in {"A", "AAAA", "MX", "TXT"}:
        record = "A"
    if not HOSTNAME.match(domain):
        logger.warning("lookup for odd-looking domain %r", domain)
    result = subprocess.run(
        f"dig +short {record} {domain}", shell=True, capture_output=True, text=True, timeout=10
    )
    return HttpResponse(result.stdout, content_type="text/plain")
