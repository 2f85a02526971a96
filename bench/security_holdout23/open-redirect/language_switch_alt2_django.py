from django.conf import settings
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import check_for_language
from django.views.decorators.http import require_POST


@require_POST
def switch_language(request):
    lang = request.POST.get("language", "")
    target = request.POST.get("next") or request.META.get("HTTP_REFERER") or "/"
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        target = "/"
    response = HttpResponseRedirect(target)
    if lang and check_for_language(lang):
        response.set_cookie(settings.LANGUAGE_COOKIE_NAME, lang, samesite="Lax")
    return response
