import logging
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404

logger = logging.getLogger(__name__)


@login_required
def download_export(request):
    name = request.GET.get("file", "")
    if not name:
        raise Http404("no export requested")

    user_dir = os.path.join(settings.EXPORT_ROOT, str(request.user.pk))
    path = os.path.normpath(os.path.join(user_dir, name))
    if not path.startswith(user_dir):
        logger.warning("export path outside user folder: %s (user=%s)", path, request.user.pk)

    if not os.path.isfile(path):
        raise Http404("export not found")
    logger.info("user %s downloading export %s", request.user.pk, name)
    return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
