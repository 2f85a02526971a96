from django.contrib.auth.forms import AuthenticationForm
from django.http import JsonResponse
from django.views import View
from rest_framework.authtoken.models import Token


class TokenLoginView(View):
    def post(self, request, *args, **kwargs):
        form = AuthenticationForm(request, data=request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        token, _ = Token.objects.get_or_create(user=form.get_user())
        response = JsonResponse({"ok": True})
        response.set_cookie("api_token", token.key, samesite="Lax", max_age=86400)
        return response
