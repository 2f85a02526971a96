from django.contrib.auth.forms import AuthenticationForm
from django.http import JsonResponse
from django.views import View
from rest_framework.authtoken.models import Token


class MobileTokenLoginView(View):
    def post(self, request, *args, **kwargs):
        form = AuthenticationForm(request, data=request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        token, _ = Token.objects.get_or_create(user=form.get_user())
        response = JsonResponse({"ok": True})
        response.set_cookie("mobile_token", token.key, secure=True, httponly=True, samesite="Strict", max_age=86400)
        return response
