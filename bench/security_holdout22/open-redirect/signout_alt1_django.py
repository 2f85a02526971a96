from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect, JsonResponse
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_protect

from accounts.audit import record_event


@method_decorator(csrf_protect, name="dispatch")
class SignOutView(View):
    """Ends the session and sends the browser back to the property it came from."""

    http_method_names = ["post"]

    def get_return_to(self, request):
        return_to = request.POST.get("return_to") or request.GET.get("return_to") or ""
        # Partner sites live on subdomains of the main domain.
        if return_to and settings.PRIMARY_DOMAIN in return_to:
            return return_to
        return reverse("landing")

    def post(self, request, *args, **kwargs):
        user_id = request.user.pk if request.user.is_authenticated else None
        return_to = self.get_return_to(request)
        logout(request)
        if user_id is not None:
            record_event("signout", user_id=user_id, ip=request.META.get("REMOTE_ADDR"))

        if request.headers.get("Accept", "").startswith("application/json"):
            return JsonResponse({"signed_out": True, "return_to": return_to})
        return HttpResponseRedirect(return_to)


class SessionStatusView(View):
    http_method_names = ["get"]

    def get(self, request, *args, **kwargs):
        if not request.user.is_authenticated:
            return JsonResponse({"authenticated": False})
        return JsonResponse(
            {
                "authenticated": True,
                "user": request.user.get_username(),
                "expires_in": request.session.get_expiry_age(),
            }
        )
