import logging
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404

logger = logging.getLogger(__name__)


@login_required
def download_statement(request):
    name = request.GET.get("file", "")
    if not name:
        raise Http404("no statement requested")

    user_dir = os.path.realpath(os.path.join(settings.STATEMENT_ROOT, str(request.user.pk)))
    path = os.path.realpath(os.path.join(user_dir, name))
    if os.path.commonpath([user_dir, path]) != user_dir:
        logger.warning("statement path outside user folder: %s (user=%s)", path, request.user.pk)
        raise Http404("statement not found")

    if not os.path.isfile(path):
        raise Http404("statement not found")
    logger.info("user %s downloading statement %s", request.user.pk, name)
    return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
