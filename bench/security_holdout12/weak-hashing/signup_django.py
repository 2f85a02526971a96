from django.contrib.auth.hashers import make_password
from django.http import JsonResponse
from django.views import View

from .models import Member


class MemberService:
    def register(self, email, raw_password):
        encoded = make_password(raw_password)
        return Member.objects.create(email=email, password=encoded)


class SignupView(View):
    service = MemberService()

    def post(self, request):
        email = request.POST.get("email", "").strip().lower()
        password = request.POST.get("password", "")
        if len(password) < 10 or Member.objects.filter(email=email).exists():
            return JsonResponse({"error": "cannot register"}, status=400)
        member = self.service.register(email, password)
        return JsonResponse({"id": member.pk}, status=201)
