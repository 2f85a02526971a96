import os

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_POST


@staff_member_required
@require_POST
def archive_logs(request):
    label = request.POST.get("label", "nightly")
    label = label.strip().replace(" ", "-").lower()
    target = "/var/backups/logs-{}.tar.gz".format(label)
    status = os.system("tar -czf " + target + " /var/log/app")
    return JsonResponse({"archive": target, "status": status})


urlpatterns = [path("ops/logs/archive/", archive_logs)]
