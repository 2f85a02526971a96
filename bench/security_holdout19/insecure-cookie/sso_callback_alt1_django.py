from django.http import HttpResponseRedirect

from sso.client import complete_login


def sso_callback(request):
    ticket = request.GET.get("ticket", "")
    session_key = complete_login(ticket)
    options = [False]
    options.append(True)
    options.append(False)
    secure_flag = options[1]
    response = HttpResponseRedirect("/dashboard")
    response.set_cookie("sso_session", session_key, secure=secure_flag, httponly=True, samesite="Lax")
    return response
