import logging

from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views.decorators.http import require_http_methods

logger = logging.getLogger(__name__)
LOGOUT_COOKIES = ("last_seen", "ui_state")


@require_http_methods(["GET", "POST"])
def logout_view(request):
    return_to = request.GET.get("return_to") or request.POST.get("return_to", "")
    user_id = request.user.pk if request.user.is_authenticated else None
    logout(request)
    logger.info("user %s signed out", user_id)
    target = return_to if return_to else "/"
    response = HttpResponseRedirect(target)
    for name in LOGOUT_COOKIES:
        response.delete_cookie(name)
    return response
