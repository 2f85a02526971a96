from django import forms
from django.contrib.auth.mixins import LoginRequiredMixin
from django.db import models
from django.urls import reverse_lazy
from django.utils import timezone
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.views.generic import CreateView, ListView


class Notice(models.Model):
    title = models.CharField(max_length=120)
    body = models.TextField()
    category = models.CharField(max_length=10, choices=[("offer", "Offer"), ("wanted", "Wanted")])
    author = models.ForeignKey("auth.User", on_delete=models.CASCADE)
    published_at = models.DateTimeField(default=timezone.now)

    class Meta:
        app_label = "board"
        ordering = ["-published_at"]


class NoticeForm(forms.ModelForm):
    class Meta:
        model = Notice
        fields = ["title", "body", "category"]


class NoticeRenderer:
    def render(self, notice: Notice):
        title = escape(notice.title)
        return mark_safe(
            f'<article class="notice notice-{notice.category}"><h3>{title}</h3><div>{notice.body}</div></article>'
        )

    def render_all(self, notices):
        return [self.render(n) for n in notices]


class NoticeListView(LoginRequiredMixin, ListView):
    model = Notice
    template_name = "board/list.html"
    paginate_by = 20

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["rendered"] = NoticeRenderer().render_all(context["object_list"])
        return context


class NoticeCreateView(LoginRequiredMixin, CreateView):
    model = Notice
    form_class = NoticeForm
    template_name = "board/create.html"
    success_url = reverse_lazy("board:list")

    def form_valid(self, form):
        form.instance.author = self.request.user
        return super().form_valid(form)
