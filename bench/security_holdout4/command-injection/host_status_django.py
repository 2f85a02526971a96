import subprocess

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

DISK_MOUNT = "/var/lib/postgresql"


@method_decorator(staff_member_required, name="dispatch")
class HostStatusView(View):
    def get(self, request):
        verbose = request.GET.get("verbose") == "1"
        report = self.collect()
        if not verbose:
            report = report.splitlines()[:2]
        return JsonResponse({"report": report})

    def collect(self):
        output = subprocess.check_output(f"uptime && df -h {DISK_MOUNT}", shell=True, timeout=10)
        return output.decode("utf-8", errors="replace")
