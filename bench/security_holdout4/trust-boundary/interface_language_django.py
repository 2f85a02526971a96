from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.views.decorators.http import require_POST

from hrportal.models import EmployeePreference

SUPPORTED_LANGUAGES = {code for code, _name in settings.LANGUAGES}


@login_required
@require_POST
def set_interface_language(request):
    language = request.POST.get("language", "").lower()
    if language not in SUPPORTED_LANGUAGES:
        return HttpResponseBadRequest("unsupported language")
    request.session["ui_language"] = language
    EmployeePreference.objects.update_or_create(employee=request.user, defaults={"language": language})
    return redirect("profile_settings")
