import subprocess

from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response

RESTARTABLE_UNITS = {
    "web": "gunicorn-web.service",
    "worker": "celery-worker.service",
    "scheduler": "celery-beat.service",
}


@api_view(["POST"])
@permission_classes([IsAdminUser])
def restart_service(request):
    name = request.data.get("service")
    unit = RESTARTABLE_UNITS.get(name)
    if unit is None:
        return Response({"detail": "unknown service"}, status=400)
    completed = subprocess.run(["sudo", "systemctl", "restart", unit], capture_output=True, text=True)
    if completed.returncode != 0:
        return Response({"detail": completed.stderr.strip()}, status=502)
    return Response({"restarted": unit})
