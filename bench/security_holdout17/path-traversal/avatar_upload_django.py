import os

from django import forms
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.views.generic.edit import FormView


class AvatarForm(forms.Form):
    image = forms.ImageField()
    filename = forms.CharField(max_length=100, required=False)


class AvatarUploadView(LoginRequiredMixin, FormView):
    form_class = AvatarForm
    template_name = "accounts/avatar.html"
    success_url = reverse_lazy("accounts:profile")

    def form_valid(self, form):
        upload = form.cleaned_data["image"]
        name = form.cleaned_data["filename"] or upload.name
        destination = os.path.join(settings.MEDIA_ROOT, "avatars", str(self.request.user.pk), name)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as fh:
            for chunk in upload.chunks():
                fh.write(chunk)
        return super().form_valid(form)
