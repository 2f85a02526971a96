from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.utils.safestring import mark_safe
from django.views.generic import DetailView, UpdateView

from .models import SellerProfile


class SellerProfileForm(forms.ModelForm):
    class Meta:
        model = SellerProfile
        fields = ["display_name", "tagline", "about", "website"]
        widgets = {"about": forms.Textarea(attrs={"rows": 8})}


class SellerProfileEditView(LoginRequiredMixin, UpdateView):
    model = SellerProfile
    form_class = SellerProfileForm
    template_name = "sellers/profile_edit.html"
    success_url = reverse_lazy("sellers:my-profile")

    def get_object(self, queryset=None):
        return SellerProfile.objects.get(user=self.request.user)


class SellerProfileDetailView(DetailView):
    model = SellerProfile
    template_name = "sellers/profile_detail.html"
    context_object_name = "seller"
    slug_field = "slug"

    def get_queryset(self):
        return super().get_queryset().filter(is_active=True).select_related("user")

    def about_paragraphs(self, text):
        paragraphs = [p.strip() for p in text.replace("\r\n", "\n").split("\n\n") if p.strip()]
        return "".join(f"<p>{p}</p>" for p in paragraphs)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        seller = self.object
        context["about_html"] = mark_safe(self.about_paragraphs(seller.about or ""))
        context["listing_count"] = seller.listings.filter(status="live").count()
        context["rating"] = seller.average_rating()
        return context
