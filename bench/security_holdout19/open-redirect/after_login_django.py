from urllib.parse import urlencode

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseRedirect


@login_required
def after_login(request):
    back = request.COOKIES.get("return_to", "/home")
    parts = [back, "?", urlencode({"welcome": 1})]
    location = "".join(parts)
    return HttpResponseRedirect(location)
