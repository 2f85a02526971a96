from django.conf import settings
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect

from hrportal.sso import exchange_code, issue_portal_session

SESSION_HOURS = 8


def sso_callback(request):
    code = request.GET.get("code")
    if not code:
        return HttpResponseBadRequest("missing authorisation code")
    identity = exchange_code(code, redirect_uri=settings.SSO_REDIRECT_URI)
    if identity is None:
        return HttpResponseBadRequest("sign-in failed")
    token = issue_portal_session(identity.employee_id, hours=SESSION_HOURS)
    response = redirect("hr_dashboard")
    response.set_cookie("hr_session", token, max_age=SESSION_HOURS * 3600)
    return response
