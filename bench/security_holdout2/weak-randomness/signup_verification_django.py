import secrets

from django.core.mail import send_mail
from django.urls import reverse, reverse_lazy
from django.views.generic.edit import CreateView

from .forms import SignupForm
from .models import EmailVerification


class SignupView(CreateView):
    form_class = SignupForm
    template_name = "accounts/signup.html"
    success_url = reverse_lazy("verification-sent")

    def form_valid(self, form):
        response = super().form_valid(form)
        user = self.object
        token = secrets.token_urlsafe(32)
        EmailVerification.objects.create(user=user, token=token)
        link = self.request.build_absolute_uri(reverse("verify-email", args=[token]))
        send_mail("Confirm your email", f"Confirm your address: {link}", None, [user.email])
        return response
