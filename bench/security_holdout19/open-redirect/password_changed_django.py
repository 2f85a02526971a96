from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.http import url_has_allowed_host_and_scheme


@login_required
def password_changed(request):
    next_url = request.POST.get("next") or request.GET.get("next", "")
    allowed = url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure())
    if not allowed:
        next_url = "/account/"
    return redirect(next_url)
