from django.urls import reverse_lazy
from django.utils.safestring import mark_safe
from django.views.generic.edit import FormView

from .forms import SignupForm


class SignupView(FormView):
    template_name = "accounts/signup.html"
    form_class = SignupForm
    success_url = reverse_lazy("welcome")

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ref = self.request.GET.get("ref", "")
        if ref:
            ctx["referral_banner"] = mark_safe(f"<p class='referral'>Invited by <strong>{ref}</strong></p>")
        return ctx

    def form_valid(self, form):
        form.save(referrer=self.request.GET.get("ref"))
        return super().form_valid(form)
