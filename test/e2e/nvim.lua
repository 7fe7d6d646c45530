-- Neovim (Debian's 0.7) as a second, independent LSP client of
-- `verbatim lsp --stdio`: open a note, wait for the diagnostic, ask for the
-- quick fixes, apply "Cite occurrence 1", write the file. Prints
-- "N passed, N failed"; exits 1 on failure.
local cli = assert(os.getenv('VERBATIM_CLI'))
local root = assert(os.getenv('VERBATIM_ROOT'))
local file = assert(os.getenv('VERBATIM_NOTE'))
local timeout = 20000

local passed, failed = 0, 0
local function out(s) io.stdout:write(s .. '\n') end
local function check(name, ok, detail)
  if ok then passed = passed + 1; out('ok - ' .. name)
  else failed = failed + 1; out('not ok - ' .. name .. ': ' .. (detail or '')) end
  return ok
end
local function finish()
  out(string.format('%d passed, %d failed', passed, failed))
  for _, c in pairs(vim.lsp.get_active_clients()) do c.stop() end
  vim.wait(2000, function() return #vim.lsp.get_active_clients() == 0 end, 50)
  io.stdout:flush()
  vim.cmd(failed == 0 and passed > 0 and 'qall!' or 'cquit!')
end

local raw = {}
vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
vim.bo[bufnr].filetype = 'markdown'
local uri = vim.uri_from_bufnr(bufnr)
local id = vim.lsp.start_client({
  name = 'verbatim',
  cmd = { 'node', cli, 'lsp', '--stdio' },
  root_dir = root,
  workspace_folders = { { uri = vim.uri_from_fname(root), name = 'ws' } },
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      raw[result.uri] = result.diagnostics
      return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
    end,
  },
})
if not check('server started', id ~= nil) then return finish() end
vim.lsp.buf_attach_client(bufnr, id)
local client = vim.lsp.get_client_by_id(id)
check('initialized', vim.wait(timeout, function() return client.initialized end, 20))
check('diagnostic published', vim.wait(timeout, function() return raw[uri] ~= nil and #raw[uri] > 0 end, 20))
local d = (raw[uri] or {})[1]
if not check('ambiguous on the quote, source verbatim', d and d.code == 'ambiguous' and d.source == 'verbatim' and d.range.start.line == 2,
  vim.fn.json_encode(raw[uri] or {})) then return finish() end
local resp = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', {
  textDocument = { uri = uri }, range = d.range, context = { diagnostics = { d }, only = { 'quickfix' } },
}, timeout)
local fix
for _, a in ipairs((resp and resp[id] and resp[id].result) or {}) do
  if a.title:match('^Cite occurrence 1') then fix = a end
end
if not check('quick fix offered', fix ~= nil and fix.edit ~= nil) then return finish() end
vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
vim.cmd('silent write')
check('diagnostic cleared', vim.wait(timeout, function() return raw[uri] ~= nil and #raw[uri] == 0 end, 20),
  vim.fn.json_encode(raw[uri] or {}))
finish()
