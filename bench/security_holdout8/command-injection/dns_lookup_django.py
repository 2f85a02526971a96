import subprocess

from django.http import JsonResponse
from django.views.decorators.http import require_GET

RECORD_TYPES = ("A", "AAAA", "MX", "TXT", "NS")


@require_GET
def dns_lookup(request):
    domain = request.GET.get("domain", "").strip()
    record = request.GET.get("type", "A").upper()
    if record not in RECORD_TYPES:
        record = "A"
    if not domain:
        return JsonResponse({"error": "domain is required"}, status=400)
    args = ["nslookup", "-type=" + record, domain]
    try:
        output = subprocess.check_output(" ".join(args), shell=True, stderr=subprocess.STDOUT, timeout=10)
    except subprocess.CalledProcessError as exc:
        output = exc.output
    lines = [line for line in output.decode(errors="replace").splitlines() if line.strip()]
    return JsonResponse({"domain": domain, "type": record, "answer": lines})
