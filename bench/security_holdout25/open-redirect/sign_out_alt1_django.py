from functools import wraps

from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.urls import reverse


def capture_return_to(default_name):
    def decorator(view):
        @wraps(view)
        def wrapper(request, *args, **kwargs):
            kwargs["return_to"] = request.GET.get("return_to") or reverse(default_name)
            return view(request, *args, **kwargs)
        return wrapper
    return decorator


@capture_return_to("home")
def sign_out(request, return_to):
    logout(request)
    return HttpResponseRedirect(return_to)
