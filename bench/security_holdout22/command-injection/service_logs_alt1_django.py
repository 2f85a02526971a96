import subprocess

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

SERVICE_UNITS = {
    "web": "gunicorn-web.service",
    "worker": "celery-worker.service",
    "scheduler": "celery-beat.service",
    "proxy": "nginx.service",
}
MAX_LINES = 2000


@method_decorator(staff_member_required, name="dispatch")
class ServiceLogView(View):
    def get(self, request, service):
        unit = SERVICE_UNITS.get(service)
        if unit is None:
            return JsonResponse({"error": f"unknown service, choose one of {sorted(SERVICE_UNITS)}"}, status=404)

        try:
            lines = int(request.GET.get("lines", "200"))
        except ValueError:
            return JsonResponse({"error": "lines must be an integer"}, status=400)
        lines = max(1, min(lines, MAX_LINES))

        try:
            output = subprocess.check_output(f"journalctl -u {unit} -n {lines} --no-pager -o short-iso", shell=True, text=True, timeout=10)
        except subprocess.CalledProcessError as exc:
            return JsonResponse({"error": "journalctl failed", "code": exc.returncode}, status=502)
        except subprocess.TimeoutExpired:
            return JsonResponse({"error": "journalctl timed out"}, status=504)

        entries = output.splitlines()
        return JsonResponse(
            {
                "service": service,
                "unit": unit,
                "requested": lines,
                "returned": len(entries),
                "entries": entries,
            }
        )
