"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all2) => {
  for (var name in all2)
    __defProp(target, name, { get: all2[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports2.isRegexChar = (str) => str.length === 1 && exports2.hasRegexChars(str);
    exports2.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input2, char, lastIdx) => {
      const idx = input2.lastIndexOf(char, lastIdx);
      if (idx === -1) return input2;
      if (input2[idx - 1] === "\\") return exports2.escapeLast(input2, char, idx - 1);
      return `${input2.slice(0, idx)}\\${input2.slice(idx)}`;
    };
    exports2.removePrefix = (input2, state = {}) => {
      let output = input2;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input2, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append2 = options.contains ? "" : "$";
      let output = `${prepend}(?:${input2})${append2}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path20, { windows } = {}) => {
      const segs = path20.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code3) => {
      return code3 === CHAR_FORWARD_SLASH || code3 === CHAR_BACKWARD_SLASH;
    };
    var depth = (token2) => {
      if (token2.isPrefix !== true) {
        token2.depth = token2.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input2, options) => {
      const opts = options || {};
      const length = input2.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input2;
      let index2 = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code3;
      let token2 = { value: "", depth: 0, isGlob: false };
      const eos = () => index2 >= length;
      const peek3 = () => str.charCodeAt(index2 + 1);
      const advance = () => {
        prev = code3;
        return str.charCodeAt(++index2);
      };
      while (index2 < length) {
        code3 = advance();
        let next;
        if (code3 === CHAR_BACKWARD_SLASH) {
          backslashes = token2.backslashes = true;
          code3 = advance();
          if (code3 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code3 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code3 = advance())) {
            if (code3 === CHAR_BACKWARD_SLASH) {
              backslashes = token2.backslashes = true;
              advance();
              continue;
            }
            if (code3 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code3 === CHAR_DOT && (code3 = advance()) === CHAR_DOT) {
              isBrace = token2.isBrace = true;
              isGlob = token2.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code3 === CHAR_COMMA) {
              isBrace = token2.isBrace = true;
              isGlob = token2.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code3 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token2.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_FORWARD_SLASH) {
          slashes.push(index2);
          tokens.push(token2);
          token2 = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index2 === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index2 + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code3 === CHAR_PLUS || code3 === CHAR_AT || code3 === CHAR_ASTERISK || code3 === CHAR_QUESTION_MARK || code3 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek3() === CHAR_LEFT_PARENTHESES) {
            isGlob = token2.isGlob = true;
            isExtglob = token2.isExtglob = true;
            finished = true;
            if (code3 === CHAR_EXCLAMATION_MARK && index2 === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code3 = advance())) {
                if (code3 === CHAR_BACKWARD_SLASH) {
                  backslashes = token2.backslashes = true;
                  advance();
                  continue;
                }
                if (code3 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code3 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code3 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token2.isGlobstar = true;
          isGlob = token2.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_QUESTION_MARK) {
          isGlob = token2.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code3 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token2.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token2.isBracket = true;
              isGlob = token2.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code3 === CHAR_EXCLAMATION_MARK && index2 === start) {
          negated = token2.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code3 === CHAR_LEFT_PARENTHESES) {
          isGlob = token2.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code3 = advance())) {
              if (code3 === CHAR_BACKWARD_SLASH) {
                backslashes = token2.backslashes = true;
                advance();
                continue;
              }
              if (code3 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code3 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input: input2,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code3)) {
          tokens.push(token2);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input2.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input2.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input2.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants5 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants5;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input2) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped3 = false;
      for (const ch of input2) {
        if (escaped3 === true) {
          value += ch;
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped3 = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped3 = false;
      for (const ch of branch) {
        if (escaped3 === true) {
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          escaped3 = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped3 = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped3 === true) {
          escaped3 = false;
          continue;
        }
        if (ch === "\\") {
          escaped3 = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index2 = 0;
      const chars = [];
      while (index2 < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index2), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index2 += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants5.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse4 = (input2, options) => {
      if (typeof input2 !== "string") {
        throw new TypeError("Expected a string");
      }
      input2 = REPLACEMENTS[input2] || input2;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input2.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants5.globChars(opts.windows);
      const EXTGLOB_CHARS = constants5.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input: input2,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input2 = utils.removePrefix(input2, state);
      len = input2.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek3 = state.peek = (n = 1) => input2[state.index + n];
      const advance = state.advance = () => input2[++state.index] || "";
      const remaining = () => input2.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append2 = (token2) => {
        state.output += token2.output != null ? token2.output : token2.value;
        consume(token2.value);
      };
      const negate = () => {
        let count = 1;
        while (peek3() === "!" && (peek3(2) !== "(" || peek3(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push2 = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append2(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token2 = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token2.prev = prev;
        token2.parens = state.parens;
        token2.output = state.output;
        token2.startIndex = state.index;
        token2.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token2.open;
        increment("parens");
        push2({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push2({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token2);
      };
      const extglobClose = (token2) => {
        const literal = input2.slice(token2.startIndex, state.index + 1);
        const body = input2.slice(token2.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token2.type === "plus" || token2.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token2.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token2.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token2.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token2.output + open.output;
          state.backtrack = true;
          push2({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token2.close + (opts.capture ? ")" : "");
        let rest;
        if (token2.type === "negate") {
          let extglobStar = star;
          if (token2.inner && token2.inner.length > 1 && token2.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token2.close = `)$))${extglobStar}`;
          }
          if (token2.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse4(rest, { ...options, fastpaths: false }).output;
            output = token2.close = `)${expression})${extglobStar})`;
          }
          if (token2.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push2({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input2)) {
        let backslashes = false;
        let output = input2.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc2, chars, first, rest, index2) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc2) {
              return esc2 + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index2 === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc2) {
              return esc2 + first + (rest ? star : "");
            }
            return star;
          }
          return esc2 ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input2 && opts.contains === true) {
          state.output = input2;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek3();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push2({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push2({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre2 = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix = POSIX_REGEX_SOURCE[rest2];
                if (posix) {
                  prev.value = pre2 + posix;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek3() !== ":" || value === "-" && peek3() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append2({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append2({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push2({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push2({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push2({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push2({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push2({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push2({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append2({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped3 = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped3;
            prev.value = escaped3;
            continue;
          }
          prev.value = `(${capture}${escaped3}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push2(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push2({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push2({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push2({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push2({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push2({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push2({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push2({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek3() === "(" && peek3(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek3();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push2({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push2({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push2({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek3() === "(") {
            if (peek3(2) !== "?" || !/[!=<:]/.test(peek3(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek3() === "(" && peek3(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push2({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push2({ type: "plus", value });
            continue;
          }
          push2({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek3() === "(" && peek3(2) !== "?") {
            push2({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push2({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push2({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push2({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push2({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input2[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push2({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push2({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token2 = { type: "star", value, output: star };
        if (opts.bash === true) {
          token2.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token2.output = nodot + token2.output;
          }
          push2(token2);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token2.output = value;
          push2(token2);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek3() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push2(token2);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push2({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token2 of state.tokens) {
          state.output += token2.output != null ? token2.output : token2.value;
          if (token2.suffix) {
            state.output += token2.suffix;
          }
        }
      }
      return state;
    };
    parse4.fastpaths = (input2, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input2.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input2 = REPLACEMENTS[input2] || input2;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants5.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input2, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse4;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse4 = require_parse();
    var utils = require_utils();
    var constants5 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch5 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input2) => picomatch5(input2, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix = opts.windows;
      const regex = isState ? picomatch5.compileRe(glob, options) : picomatch5.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch5(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input2, returnObject = false) => {
        const { isMatch, match, output } = picomatch5.test(input2, regex, options, { glob, posix });
        const result = { glob, state, regex, posix, input: input2, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input2)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch5.test = (input2, regex, options, { glob, posix } = {}) => {
      if (typeof input2 !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input2 === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format2 = opts.format || (posix ? utils.toPosixSlashes : null);
      let match = input2 === glob;
      let output = match && format2 ? format2(input2) : input2;
      if (match === false) {
        output = format2 ? format2(input2) : input2;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch5.matchBase(input2, regex, options, posix);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch5.matchBase = (input2, glob, options, posix = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch5.makeRe(glob, options);
      return regex.test(utils.basename(input2, { windows: posix }));
    };
    picomatch5.isMatch = (str, patterns, options) => picomatch5(patterns, options)(str);
    picomatch5.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch5.parse(p, options));
      return parse4(pattern, { ...options, fastpaths: false });
    };
    picomatch5.scan = (input2, options) => scan(input2, options);
    picomatch5.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append2 = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append2}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch5.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch5.makeRe = (input2, options = {}, returnOutput = false, returnState = false) => {
      if (!input2 || typeof input2 !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input2[0] === "." || input2[0] === "*")) {
        parsed.output = parse4.fastpaths(input2, options);
      }
      if (!parsed.output) {
        parsed = parse4(input2, options);
      }
      return picomatch5.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch5.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch5.constants = constants5;
    module2.exports = picomatch5;
  }
});

// node_modules/picomatch/posix.js
var require_posix = __commonJS({
  "node_modules/picomatch/posix.js"(exports2, module2) {
    "use strict";
    module2.exports = require_picomatch();
  }
});

// node_modules/character-entities/index.js
var characterEntities;
var init_character_entities = __esm({
  "node_modules/character-entities/index.js"() {
    characterEntities = {
      AElig: "\xC6",
      AMP: "&",
      Aacute: "\xC1",
      Abreve: "\u0102",
      Acirc: "\xC2",
      Acy: "\u0410",
      Afr: "\u{1D504}",
      Agrave: "\xC0",
      Alpha: "\u0391",
      Amacr: "\u0100",
      And: "\u2A53",
      Aogon: "\u0104",
      Aopf: "\u{1D538}",
      ApplyFunction: "\u2061",
      Aring: "\xC5",
      Ascr: "\u{1D49C}",
      Assign: "\u2254",
      Atilde: "\xC3",
      Auml: "\xC4",
      Backslash: "\u2216",
      Barv: "\u2AE7",
      Barwed: "\u2306",
      Bcy: "\u0411",
      Because: "\u2235",
      Bernoullis: "\u212C",
      Beta: "\u0392",
      Bfr: "\u{1D505}",
      Bopf: "\u{1D539}",
      Breve: "\u02D8",
      Bscr: "\u212C",
      Bumpeq: "\u224E",
      CHcy: "\u0427",
      COPY: "\xA9",
      Cacute: "\u0106",
      Cap: "\u22D2",
      CapitalDifferentialD: "\u2145",
      Cayleys: "\u212D",
      Ccaron: "\u010C",
      Ccedil: "\xC7",
      Ccirc: "\u0108",
      Cconint: "\u2230",
      Cdot: "\u010A",
      Cedilla: "\xB8",
      CenterDot: "\xB7",
      Cfr: "\u212D",
      Chi: "\u03A7",
      CircleDot: "\u2299",
      CircleMinus: "\u2296",
      CirclePlus: "\u2295",
      CircleTimes: "\u2297",
      ClockwiseContourIntegral: "\u2232",
      CloseCurlyDoubleQuote: "\u201D",
      CloseCurlyQuote: "\u2019",
      Colon: "\u2237",
      Colone: "\u2A74",
      Congruent: "\u2261",
      Conint: "\u222F",
      ContourIntegral: "\u222E",
      Copf: "\u2102",
      Coproduct: "\u2210",
      CounterClockwiseContourIntegral: "\u2233",
      Cross: "\u2A2F",
      Cscr: "\u{1D49E}",
      Cup: "\u22D3",
      CupCap: "\u224D",
      DD: "\u2145",
      DDotrahd: "\u2911",
      DJcy: "\u0402",
      DScy: "\u0405",
      DZcy: "\u040F",
      Dagger: "\u2021",
      Darr: "\u21A1",
      Dashv: "\u2AE4",
      Dcaron: "\u010E",
      Dcy: "\u0414",
      Del: "\u2207",
      Delta: "\u0394",
      Dfr: "\u{1D507}",
      DiacriticalAcute: "\xB4",
      DiacriticalDot: "\u02D9",
      DiacriticalDoubleAcute: "\u02DD",
      DiacriticalGrave: "`",
      DiacriticalTilde: "\u02DC",
      Diamond: "\u22C4",
      DifferentialD: "\u2146",
      Dopf: "\u{1D53B}",
      Dot: "\xA8",
      DotDot: "\u20DC",
      DotEqual: "\u2250",
      DoubleContourIntegral: "\u222F",
      DoubleDot: "\xA8",
      DoubleDownArrow: "\u21D3",
      DoubleLeftArrow: "\u21D0",
      DoubleLeftRightArrow: "\u21D4",
      DoubleLeftTee: "\u2AE4",
      DoubleLongLeftArrow: "\u27F8",
      DoubleLongLeftRightArrow: "\u27FA",
      DoubleLongRightArrow: "\u27F9",
      DoubleRightArrow: "\u21D2",
      DoubleRightTee: "\u22A8",
      DoubleUpArrow: "\u21D1",
      DoubleUpDownArrow: "\u21D5",
      DoubleVerticalBar: "\u2225",
      DownArrow: "\u2193",
      DownArrowBar: "\u2913",
      DownArrowUpArrow: "\u21F5",
      DownBreve: "\u0311",
      DownLeftRightVector: "\u2950",
      DownLeftTeeVector: "\u295E",
      DownLeftVector: "\u21BD",
      DownLeftVectorBar: "\u2956",
      DownRightTeeVector: "\u295F",
      DownRightVector: "\u21C1",
      DownRightVectorBar: "\u2957",
      DownTee: "\u22A4",
      DownTeeArrow: "\u21A7",
      Downarrow: "\u21D3",
      Dscr: "\u{1D49F}",
      Dstrok: "\u0110",
      ENG: "\u014A",
      ETH: "\xD0",
      Eacute: "\xC9",
      Ecaron: "\u011A",
      Ecirc: "\xCA",
      Ecy: "\u042D",
      Edot: "\u0116",
      Efr: "\u{1D508}",
      Egrave: "\xC8",
      Element: "\u2208",
      Emacr: "\u0112",
      EmptySmallSquare: "\u25FB",
      EmptyVerySmallSquare: "\u25AB",
      Eogon: "\u0118",
      Eopf: "\u{1D53C}",
      Epsilon: "\u0395",
      Equal: "\u2A75",
      EqualTilde: "\u2242",
      Equilibrium: "\u21CC",
      Escr: "\u2130",
      Esim: "\u2A73",
      Eta: "\u0397",
      Euml: "\xCB",
      Exists: "\u2203",
      ExponentialE: "\u2147",
      Fcy: "\u0424",
      Ffr: "\u{1D509}",
      FilledSmallSquare: "\u25FC",
      FilledVerySmallSquare: "\u25AA",
      Fopf: "\u{1D53D}",
      ForAll: "\u2200",
      Fouriertrf: "\u2131",
      Fscr: "\u2131",
      GJcy: "\u0403",
      GT: ">",
      Gamma: "\u0393",
      Gammad: "\u03DC",
      Gbreve: "\u011E",
      Gcedil: "\u0122",
      Gcirc: "\u011C",
      Gcy: "\u0413",
      Gdot: "\u0120",
      Gfr: "\u{1D50A}",
      Gg: "\u22D9",
      Gopf: "\u{1D53E}",
      GreaterEqual: "\u2265",
      GreaterEqualLess: "\u22DB",
      GreaterFullEqual: "\u2267",
      GreaterGreater: "\u2AA2",
      GreaterLess: "\u2277",
      GreaterSlantEqual: "\u2A7E",
      GreaterTilde: "\u2273",
      Gscr: "\u{1D4A2}",
      Gt: "\u226B",
      HARDcy: "\u042A",
      Hacek: "\u02C7",
      Hat: "^",
      Hcirc: "\u0124",
      Hfr: "\u210C",
      HilbertSpace: "\u210B",
      Hopf: "\u210D",
      HorizontalLine: "\u2500",
      Hscr: "\u210B",
      Hstrok: "\u0126",
      HumpDownHump: "\u224E",
      HumpEqual: "\u224F",
      IEcy: "\u0415",
      IJlig: "\u0132",
      IOcy: "\u0401",
      Iacute: "\xCD",
      Icirc: "\xCE",
      Icy: "\u0418",
      Idot: "\u0130",
      Ifr: "\u2111",
      Igrave: "\xCC",
      Im: "\u2111",
      Imacr: "\u012A",
      ImaginaryI: "\u2148",
      Implies: "\u21D2",
      Int: "\u222C",
      Integral: "\u222B",
      Intersection: "\u22C2",
      InvisibleComma: "\u2063",
      InvisibleTimes: "\u2062",
      Iogon: "\u012E",
      Iopf: "\u{1D540}",
      Iota: "\u0399",
      Iscr: "\u2110",
      Itilde: "\u0128",
      Iukcy: "\u0406",
      Iuml: "\xCF",
      Jcirc: "\u0134",
      Jcy: "\u0419",
      Jfr: "\u{1D50D}",
      Jopf: "\u{1D541}",
      Jscr: "\u{1D4A5}",
      Jsercy: "\u0408",
      Jukcy: "\u0404",
      KHcy: "\u0425",
      KJcy: "\u040C",
      Kappa: "\u039A",
      Kcedil: "\u0136",
      Kcy: "\u041A",
      Kfr: "\u{1D50E}",
      Kopf: "\u{1D542}",
      Kscr: "\u{1D4A6}",
      LJcy: "\u0409",
      LT: "<",
      Lacute: "\u0139",
      Lambda: "\u039B",
      Lang: "\u27EA",
      Laplacetrf: "\u2112",
      Larr: "\u219E",
      Lcaron: "\u013D",
      Lcedil: "\u013B",
      Lcy: "\u041B",
      LeftAngleBracket: "\u27E8",
      LeftArrow: "\u2190",
      LeftArrowBar: "\u21E4",
      LeftArrowRightArrow: "\u21C6",
      LeftCeiling: "\u2308",
      LeftDoubleBracket: "\u27E6",
      LeftDownTeeVector: "\u2961",
      LeftDownVector: "\u21C3",
      LeftDownVectorBar: "\u2959",
      LeftFloor: "\u230A",
      LeftRightArrow: "\u2194",
      LeftRightVector: "\u294E",
      LeftTee: "\u22A3",
      LeftTeeArrow: "\u21A4",
      LeftTeeVector: "\u295A",
      LeftTriangle: "\u22B2",
      LeftTriangleBar: "\u29CF",
      LeftTriangleEqual: "\u22B4",
      LeftUpDownVector: "\u2951",
      LeftUpTeeVector: "\u2960",
      LeftUpVector: "\u21BF",
      LeftUpVectorBar: "\u2958",
      LeftVector: "\u21BC",
      LeftVectorBar: "\u2952",
      Leftarrow: "\u21D0",
      Leftrightarrow: "\u21D4",
      LessEqualGreater: "\u22DA",
      LessFullEqual: "\u2266",
      LessGreater: "\u2276",
      LessLess: "\u2AA1",
      LessSlantEqual: "\u2A7D",
      LessTilde: "\u2272",
      Lfr: "\u{1D50F}",
      Ll: "\u22D8",
      Lleftarrow: "\u21DA",
      Lmidot: "\u013F",
      LongLeftArrow: "\u27F5",
      LongLeftRightArrow: "\u27F7",
      LongRightArrow: "\u27F6",
      Longleftarrow: "\u27F8",
      Longleftrightarrow: "\u27FA",
      Longrightarrow: "\u27F9",
      Lopf: "\u{1D543}",
      LowerLeftArrow: "\u2199",
      LowerRightArrow: "\u2198",
      Lscr: "\u2112",
      Lsh: "\u21B0",
      Lstrok: "\u0141",
      Lt: "\u226A",
      Map: "\u2905",
      Mcy: "\u041C",
      MediumSpace: "\u205F",
      Mellintrf: "\u2133",
      Mfr: "\u{1D510}",
      MinusPlus: "\u2213",
      Mopf: "\u{1D544}",
      Mscr: "\u2133",
      Mu: "\u039C",
      NJcy: "\u040A",
      Nacute: "\u0143",
      Ncaron: "\u0147",
      Ncedil: "\u0145",
      Ncy: "\u041D",
      NegativeMediumSpace: "\u200B",
      NegativeThickSpace: "\u200B",
      NegativeThinSpace: "\u200B",
      NegativeVeryThinSpace: "\u200B",
      NestedGreaterGreater: "\u226B",
      NestedLessLess: "\u226A",
      NewLine: "\n",
      Nfr: "\u{1D511}",
      NoBreak: "\u2060",
      NonBreakingSpace: "\xA0",
      Nopf: "\u2115",
      Not: "\u2AEC",
      NotCongruent: "\u2262",
      NotCupCap: "\u226D",
      NotDoubleVerticalBar: "\u2226",
      NotElement: "\u2209",
      NotEqual: "\u2260",
      NotEqualTilde: "\u2242\u0338",
      NotExists: "\u2204",
      NotGreater: "\u226F",
      NotGreaterEqual: "\u2271",
      NotGreaterFullEqual: "\u2267\u0338",
      NotGreaterGreater: "\u226B\u0338",
      NotGreaterLess: "\u2279",
      NotGreaterSlantEqual: "\u2A7E\u0338",
      NotGreaterTilde: "\u2275",
      NotHumpDownHump: "\u224E\u0338",
      NotHumpEqual: "\u224F\u0338",
      NotLeftTriangle: "\u22EA",
      NotLeftTriangleBar: "\u29CF\u0338",
      NotLeftTriangleEqual: "\u22EC",
      NotLess: "\u226E",
      NotLessEqual: "\u2270",
      NotLessGreater: "\u2278",
      NotLessLess: "\u226A\u0338",
      NotLessSlantEqual: "\u2A7D\u0338",
      NotLessTilde: "\u2274",
      NotNestedGreaterGreater: "\u2AA2\u0338",
      NotNestedLessLess: "\u2AA1\u0338",
      NotPrecedes: "\u2280",
      NotPrecedesEqual: "\u2AAF\u0338",
      NotPrecedesSlantEqual: "\u22E0",
      NotReverseElement: "\u220C",
      NotRightTriangle: "\u22EB",
      NotRightTriangleBar: "\u29D0\u0338",
      NotRightTriangleEqual: "\u22ED",
      NotSquareSubset: "\u228F\u0338",
      NotSquareSubsetEqual: "\u22E2",
      NotSquareSuperset: "\u2290\u0338",
      NotSquareSupersetEqual: "\u22E3",
      NotSubset: "\u2282\u20D2",
      NotSubsetEqual: "\u2288",
      NotSucceeds: "\u2281",
      NotSucceedsEqual: "\u2AB0\u0338",
      NotSucceedsSlantEqual: "\u22E1",
      NotSucceedsTilde: "\u227F\u0338",
      NotSuperset: "\u2283\u20D2",
      NotSupersetEqual: "\u2289",
      NotTilde: "\u2241",
      NotTildeEqual: "\u2244",
      NotTildeFullEqual: "\u2247",
      NotTildeTilde: "\u2249",
      NotVerticalBar: "\u2224",
      Nscr: "\u{1D4A9}",
      Ntilde: "\xD1",
      Nu: "\u039D",
      OElig: "\u0152",
      Oacute: "\xD3",
      Ocirc: "\xD4",
      Ocy: "\u041E",
      Odblac: "\u0150",
      Ofr: "\u{1D512}",
      Ograve: "\xD2",
      Omacr: "\u014C",
      Omega: "\u03A9",
      Omicron: "\u039F",
      Oopf: "\u{1D546}",
      OpenCurlyDoubleQuote: "\u201C",
      OpenCurlyQuote: "\u2018",
      Or: "\u2A54",
      Oscr: "\u{1D4AA}",
      Oslash: "\xD8",
      Otilde: "\xD5",
      Otimes: "\u2A37",
      Ouml: "\xD6",
      OverBar: "\u203E",
      OverBrace: "\u23DE",
      OverBracket: "\u23B4",
      OverParenthesis: "\u23DC",
      PartialD: "\u2202",
      Pcy: "\u041F",
      Pfr: "\u{1D513}",
      Phi: "\u03A6",
      Pi: "\u03A0",
      PlusMinus: "\xB1",
      Poincareplane: "\u210C",
      Popf: "\u2119",
      Pr: "\u2ABB",
      Precedes: "\u227A",
      PrecedesEqual: "\u2AAF",
      PrecedesSlantEqual: "\u227C",
      PrecedesTilde: "\u227E",
      Prime: "\u2033",
      Product: "\u220F",
      Proportion: "\u2237",
      Proportional: "\u221D",
      Pscr: "\u{1D4AB}",
      Psi: "\u03A8",
      QUOT: '"',
      Qfr: "\u{1D514}",
      Qopf: "\u211A",
      Qscr: "\u{1D4AC}",
      RBarr: "\u2910",
      REG: "\xAE",
      Racute: "\u0154",
      Rang: "\u27EB",
      Rarr: "\u21A0",
      Rarrtl: "\u2916",
      Rcaron: "\u0158",
      Rcedil: "\u0156",
      Rcy: "\u0420",
      Re: "\u211C",
      ReverseElement: "\u220B",
      ReverseEquilibrium: "\u21CB",
      ReverseUpEquilibrium: "\u296F",
      Rfr: "\u211C",
      Rho: "\u03A1",
      RightAngleBracket: "\u27E9",
      RightArrow: "\u2192",
      RightArrowBar: "\u21E5",
      RightArrowLeftArrow: "\u21C4",
      RightCeiling: "\u2309",
      RightDoubleBracket: "\u27E7",
      RightDownTeeVector: "\u295D",
      RightDownVector: "\u21C2",
      RightDownVectorBar: "\u2955",
      RightFloor: "\u230B",
      RightTee: "\u22A2",
      RightTeeArrow: "\u21A6",
      RightTeeVector: "\u295B",
      RightTriangle: "\u22B3",
      RightTriangleBar: "\u29D0",
      RightTriangleEqual: "\u22B5",
      RightUpDownVector: "\u294F",
      RightUpTeeVector: "\u295C",
      RightUpVector: "\u21BE",
      RightUpVectorBar: "\u2954",
      RightVector: "\u21C0",
      RightVectorBar: "\u2953",
      Rightarrow: "\u21D2",
      Ropf: "\u211D",
      RoundImplies: "\u2970",
      Rrightarrow: "\u21DB",
      Rscr: "\u211B",
      Rsh: "\u21B1",
      RuleDelayed: "\u29F4",
      SHCHcy: "\u0429",
      SHcy: "\u0428",
      SOFTcy: "\u042C",
      Sacute: "\u015A",
      Sc: "\u2ABC",
      Scaron: "\u0160",
      Scedil: "\u015E",
      Scirc: "\u015C",
      Scy: "\u0421",
      Sfr: "\u{1D516}",
      ShortDownArrow: "\u2193",
      ShortLeftArrow: "\u2190",
      ShortRightArrow: "\u2192",
      ShortUpArrow: "\u2191",
      Sigma: "\u03A3",
      SmallCircle: "\u2218",
      Sopf: "\u{1D54A}",
      Sqrt: "\u221A",
      Square: "\u25A1",
      SquareIntersection: "\u2293",
      SquareSubset: "\u228F",
      SquareSubsetEqual: "\u2291",
      SquareSuperset: "\u2290",
      SquareSupersetEqual: "\u2292",
      SquareUnion: "\u2294",
      Sscr: "\u{1D4AE}",
      Star: "\u22C6",
      Sub: "\u22D0",
      Subset: "\u22D0",
      SubsetEqual: "\u2286",
      Succeeds: "\u227B",
      SucceedsEqual: "\u2AB0",
      SucceedsSlantEqual: "\u227D",
      SucceedsTilde: "\u227F",
      SuchThat: "\u220B",
      Sum: "\u2211",
      Sup: "\u22D1",
      Superset: "\u2283",
      SupersetEqual: "\u2287",
      Supset: "\u22D1",
      THORN: "\xDE",
      TRADE: "\u2122",
      TSHcy: "\u040B",
      TScy: "\u0426",
      Tab: "	",
      Tau: "\u03A4",
      Tcaron: "\u0164",
      Tcedil: "\u0162",
      Tcy: "\u0422",
      Tfr: "\u{1D517}",
      Therefore: "\u2234",
      Theta: "\u0398",
      ThickSpace: "\u205F\u200A",
      ThinSpace: "\u2009",
      Tilde: "\u223C",
      TildeEqual: "\u2243",
      TildeFullEqual: "\u2245",
      TildeTilde: "\u2248",
      Topf: "\u{1D54B}",
      TripleDot: "\u20DB",
      Tscr: "\u{1D4AF}",
      Tstrok: "\u0166",
      Uacute: "\xDA",
      Uarr: "\u219F",
      Uarrocir: "\u2949",
      Ubrcy: "\u040E",
      Ubreve: "\u016C",
      Ucirc: "\xDB",
      Ucy: "\u0423",
      Udblac: "\u0170",
      Ufr: "\u{1D518}",
      Ugrave: "\xD9",
      Umacr: "\u016A",
      UnderBar: "_",
      UnderBrace: "\u23DF",
      UnderBracket: "\u23B5",
      UnderParenthesis: "\u23DD",
      Union: "\u22C3",
      UnionPlus: "\u228E",
      Uogon: "\u0172",
      Uopf: "\u{1D54C}",
      UpArrow: "\u2191",
      UpArrowBar: "\u2912",
      UpArrowDownArrow: "\u21C5",
      UpDownArrow: "\u2195",
      UpEquilibrium: "\u296E",
      UpTee: "\u22A5",
      UpTeeArrow: "\u21A5",
      Uparrow: "\u21D1",
      Updownarrow: "\u21D5",
      UpperLeftArrow: "\u2196",
      UpperRightArrow: "\u2197",
      Upsi: "\u03D2",
      Upsilon: "\u03A5",
      Uring: "\u016E",
      Uscr: "\u{1D4B0}",
      Utilde: "\u0168",
      Uuml: "\xDC",
      VDash: "\u22AB",
      Vbar: "\u2AEB",
      Vcy: "\u0412",
      Vdash: "\u22A9",
      Vdashl: "\u2AE6",
      Vee: "\u22C1",
      Verbar: "\u2016",
      Vert: "\u2016",
      VerticalBar: "\u2223",
      VerticalLine: "|",
      VerticalSeparator: "\u2758",
      VerticalTilde: "\u2240",
      VeryThinSpace: "\u200A",
      Vfr: "\u{1D519}",
      Vopf: "\u{1D54D}",
      Vscr: "\u{1D4B1}",
      Vvdash: "\u22AA",
      Wcirc: "\u0174",
      Wedge: "\u22C0",
      Wfr: "\u{1D51A}",
      Wopf: "\u{1D54E}",
      Wscr: "\u{1D4B2}",
      Xfr: "\u{1D51B}",
      Xi: "\u039E",
      Xopf: "\u{1D54F}",
      Xscr: "\u{1D4B3}",
      YAcy: "\u042F",
      YIcy: "\u0407",
      YUcy: "\u042E",
      Yacute: "\xDD",
      Ycirc: "\u0176",
      Ycy: "\u042B",
      Yfr: "\u{1D51C}",
      Yopf: "\u{1D550}",
      Yscr: "\u{1D4B4}",
      Yuml: "\u0178",
      ZHcy: "\u0416",
      Zacute: "\u0179",
      Zcaron: "\u017D",
      Zcy: "\u0417",
      Zdot: "\u017B",
      ZeroWidthSpace: "\u200B",
      Zeta: "\u0396",
      Zfr: "\u2128",
      Zopf: "\u2124",
      Zscr: "\u{1D4B5}",
      aacute: "\xE1",
      abreve: "\u0103",
      ac: "\u223E",
      acE: "\u223E\u0333",
      acd: "\u223F",
      acirc: "\xE2",
      acute: "\xB4",
      acy: "\u0430",
      aelig: "\xE6",
      af: "\u2061",
      afr: "\u{1D51E}",
      agrave: "\xE0",
      alefsym: "\u2135",
      aleph: "\u2135",
      alpha: "\u03B1",
      amacr: "\u0101",
      amalg: "\u2A3F",
      amp: "&",
      and: "\u2227",
      andand: "\u2A55",
      andd: "\u2A5C",
      andslope: "\u2A58",
      andv: "\u2A5A",
      ang: "\u2220",
      ange: "\u29A4",
      angle: "\u2220",
      angmsd: "\u2221",
      angmsdaa: "\u29A8",
      angmsdab: "\u29A9",
      angmsdac: "\u29AA",
      angmsdad: "\u29AB",
      angmsdae: "\u29AC",
      angmsdaf: "\u29AD",
      angmsdag: "\u29AE",
      angmsdah: "\u29AF",
      angrt: "\u221F",
      angrtvb: "\u22BE",
      angrtvbd: "\u299D",
      angsph: "\u2222",
      angst: "\xC5",
      angzarr: "\u237C",
      aogon: "\u0105",
      aopf: "\u{1D552}",
      ap: "\u2248",
      apE: "\u2A70",
      apacir: "\u2A6F",
      ape: "\u224A",
      apid: "\u224B",
      apos: "'",
      approx: "\u2248",
      approxeq: "\u224A",
      aring: "\xE5",
      ascr: "\u{1D4B6}",
      ast: "*",
      asymp: "\u2248",
      asympeq: "\u224D",
      atilde: "\xE3",
      auml: "\xE4",
      awconint: "\u2233",
      awint: "\u2A11",
      bNot: "\u2AED",
      backcong: "\u224C",
      backepsilon: "\u03F6",
      backprime: "\u2035",
      backsim: "\u223D",
      backsimeq: "\u22CD",
      barvee: "\u22BD",
      barwed: "\u2305",
      barwedge: "\u2305",
      bbrk: "\u23B5",
      bbrktbrk: "\u23B6",
      bcong: "\u224C",
      bcy: "\u0431",
      bdquo: "\u201E",
      becaus: "\u2235",
      because: "\u2235",
      bemptyv: "\u29B0",
      bepsi: "\u03F6",
      bernou: "\u212C",
      beta: "\u03B2",
      beth: "\u2136",
      between: "\u226C",
      bfr: "\u{1D51F}",
      bigcap: "\u22C2",
      bigcirc: "\u25EF",
      bigcup: "\u22C3",
      bigodot: "\u2A00",
      bigoplus: "\u2A01",
      bigotimes: "\u2A02",
      bigsqcup: "\u2A06",
      bigstar: "\u2605",
      bigtriangledown: "\u25BD",
      bigtriangleup: "\u25B3",
      biguplus: "\u2A04",
      bigvee: "\u22C1",
      bigwedge: "\u22C0",
      bkarow: "\u290D",
      blacklozenge: "\u29EB",
      blacksquare: "\u25AA",
      blacktriangle: "\u25B4",
      blacktriangledown: "\u25BE",
      blacktriangleleft: "\u25C2",
      blacktriangleright: "\u25B8",
      blank: "\u2423",
      blk12: "\u2592",
      blk14: "\u2591",
      blk34: "\u2593",
      block: "\u2588",
      bne: "=\u20E5",
      bnequiv: "\u2261\u20E5",
      bnot: "\u2310",
      bopf: "\u{1D553}",
      bot: "\u22A5",
      bottom: "\u22A5",
      bowtie: "\u22C8",
      boxDL: "\u2557",
      boxDR: "\u2554",
      boxDl: "\u2556",
      boxDr: "\u2553",
      boxH: "\u2550",
      boxHD: "\u2566",
      boxHU: "\u2569",
      boxHd: "\u2564",
      boxHu: "\u2567",
      boxUL: "\u255D",
      boxUR: "\u255A",
      boxUl: "\u255C",
      boxUr: "\u2559",
      boxV: "\u2551",
      boxVH: "\u256C",
      boxVL: "\u2563",
      boxVR: "\u2560",
      boxVh: "\u256B",
      boxVl: "\u2562",
      boxVr: "\u255F",
      boxbox: "\u29C9",
      boxdL: "\u2555",
      boxdR: "\u2552",
      boxdl: "\u2510",
      boxdr: "\u250C",
      boxh: "\u2500",
      boxhD: "\u2565",
      boxhU: "\u2568",
      boxhd: "\u252C",
      boxhu: "\u2534",
      boxminus: "\u229F",
      boxplus: "\u229E",
      boxtimes: "\u22A0",
      boxuL: "\u255B",
      boxuR: "\u2558",
      boxul: "\u2518",
      boxur: "\u2514",
      boxv: "\u2502",
      boxvH: "\u256A",
      boxvL: "\u2561",
      boxvR: "\u255E",
      boxvh: "\u253C",
      boxvl: "\u2524",
      boxvr: "\u251C",
      bprime: "\u2035",
      breve: "\u02D8",
      brvbar: "\xA6",
      bscr: "\u{1D4B7}",
      bsemi: "\u204F",
      bsim: "\u223D",
      bsime: "\u22CD",
      bsol: "\\",
      bsolb: "\u29C5",
      bsolhsub: "\u27C8",
      bull: "\u2022",
      bullet: "\u2022",
      bump: "\u224E",
      bumpE: "\u2AAE",
      bumpe: "\u224F",
      bumpeq: "\u224F",
      cacute: "\u0107",
      cap: "\u2229",
      capand: "\u2A44",
      capbrcup: "\u2A49",
      capcap: "\u2A4B",
      capcup: "\u2A47",
      capdot: "\u2A40",
      caps: "\u2229\uFE00",
      caret: "\u2041",
      caron: "\u02C7",
      ccaps: "\u2A4D",
      ccaron: "\u010D",
      ccedil: "\xE7",
      ccirc: "\u0109",
      ccups: "\u2A4C",
      ccupssm: "\u2A50",
      cdot: "\u010B",
      cedil: "\xB8",
      cemptyv: "\u29B2",
      cent: "\xA2",
      centerdot: "\xB7",
      cfr: "\u{1D520}",
      chcy: "\u0447",
      check: "\u2713",
      checkmark: "\u2713",
      chi: "\u03C7",
      cir: "\u25CB",
      cirE: "\u29C3",
      circ: "\u02C6",
      circeq: "\u2257",
      circlearrowleft: "\u21BA",
      circlearrowright: "\u21BB",
      circledR: "\xAE",
      circledS: "\u24C8",
      circledast: "\u229B",
      circledcirc: "\u229A",
      circleddash: "\u229D",
      cire: "\u2257",
      cirfnint: "\u2A10",
      cirmid: "\u2AEF",
      cirscir: "\u29C2",
      clubs: "\u2663",
      clubsuit: "\u2663",
      colon: ":",
      colone: "\u2254",
      coloneq: "\u2254",
      comma: ",",
      commat: "@",
      comp: "\u2201",
      compfn: "\u2218",
      complement: "\u2201",
      complexes: "\u2102",
      cong: "\u2245",
      congdot: "\u2A6D",
      conint: "\u222E",
      copf: "\u{1D554}",
      coprod: "\u2210",
      copy: "\xA9",
      copysr: "\u2117",
      crarr: "\u21B5",
      cross: "\u2717",
      cscr: "\u{1D4B8}",
      csub: "\u2ACF",
      csube: "\u2AD1",
      csup: "\u2AD0",
      csupe: "\u2AD2",
      ctdot: "\u22EF",
      cudarrl: "\u2938",
      cudarrr: "\u2935",
      cuepr: "\u22DE",
      cuesc: "\u22DF",
      cularr: "\u21B6",
      cularrp: "\u293D",
      cup: "\u222A",
      cupbrcap: "\u2A48",
      cupcap: "\u2A46",
      cupcup: "\u2A4A",
      cupdot: "\u228D",
      cupor: "\u2A45",
      cups: "\u222A\uFE00",
      curarr: "\u21B7",
      curarrm: "\u293C",
      curlyeqprec: "\u22DE",
      curlyeqsucc: "\u22DF",
      curlyvee: "\u22CE",
      curlywedge: "\u22CF",
      curren: "\xA4",
      curvearrowleft: "\u21B6",
      curvearrowright: "\u21B7",
      cuvee: "\u22CE",
      cuwed: "\u22CF",
      cwconint: "\u2232",
      cwint: "\u2231",
      cylcty: "\u232D",
      dArr: "\u21D3",
      dHar: "\u2965",
      dagger: "\u2020",
      daleth: "\u2138",
      darr: "\u2193",
      dash: "\u2010",
      dashv: "\u22A3",
      dbkarow: "\u290F",
      dblac: "\u02DD",
      dcaron: "\u010F",
      dcy: "\u0434",
      dd: "\u2146",
      ddagger: "\u2021",
      ddarr: "\u21CA",
      ddotseq: "\u2A77",
      deg: "\xB0",
      delta: "\u03B4",
      demptyv: "\u29B1",
      dfisht: "\u297F",
      dfr: "\u{1D521}",
      dharl: "\u21C3",
      dharr: "\u21C2",
      diam: "\u22C4",
      diamond: "\u22C4",
      diamondsuit: "\u2666",
      diams: "\u2666",
      die: "\xA8",
      digamma: "\u03DD",
      disin: "\u22F2",
      div: "\xF7",
      divide: "\xF7",
      divideontimes: "\u22C7",
      divonx: "\u22C7",
      djcy: "\u0452",
      dlcorn: "\u231E",
      dlcrop: "\u230D",
      dollar: "$",
      dopf: "\u{1D555}",
      dot: "\u02D9",
      doteq: "\u2250",
      doteqdot: "\u2251",
      dotminus: "\u2238",
      dotplus: "\u2214",
      dotsquare: "\u22A1",
      doublebarwedge: "\u2306",
      downarrow: "\u2193",
      downdownarrows: "\u21CA",
      downharpoonleft: "\u21C3",
      downharpoonright: "\u21C2",
      drbkarow: "\u2910",
      drcorn: "\u231F",
      drcrop: "\u230C",
      dscr: "\u{1D4B9}",
      dscy: "\u0455",
      dsol: "\u29F6",
      dstrok: "\u0111",
      dtdot: "\u22F1",
      dtri: "\u25BF",
      dtrif: "\u25BE",
      duarr: "\u21F5",
      duhar: "\u296F",
      dwangle: "\u29A6",
      dzcy: "\u045F",
      dzigrarr: "\u27FF",
      eDDot: "\u2A77",
      eDot: "\u2251",
      eacute: "\xE9",
      easter: "\u2A6E",
      ecaron: "\u011B",
      ecir: "\u2256",
      ecirc: "\xEA",
      ecolon: "\u2255",
      ecy: "\u044D",
      edot: "\u0117",
      ee: "\u2147",
      efDot: "\u2252",
      efr: "\u{1D522}",
      eg: "\u2A9A",
      egrave: "\xE8",
      egs: "\u2A96",
      egsdot: "\u2A98",
      el: "\u2A99",
      elinters: "\u23E7",
      ell: "\u2113",
      els: "\u2A95",
      elsdot: "\u2A97",
      emacr: "\u0113",
      empty: "\u2205",
      emptyset: "\u2205",
      emptyv: "\u2205",
      emsp13: "\u2004",
      emsp14: "\u2005",
      emsp: "\u2003",
      eng: "\u014B",
      ensp: "\u2002",
      eogon: "\u0119",
      eopf: "\u{1D556}",
      epar: "\u22D5",
      eparsl: "\u29E3",
      eplus: "\u2A71",
      epsi: "\u03B5",
      epsilon: "\u03B5",
      epsiv: "\u03F5",
      eqcirc: "\u2256",
      eqcolon: "\u2255",
      eqsim: "\u2242",
      eqslantgtr: "\u2A96",
      eqslantless: "\u2A95",
      equals: "=",
      equest: "\u225F",
      equiv: "\u2261",
      equivDD: "\u2A78",
      eqvparsl: "\u29E5",
      erDot: "\u2253",
      erarr: "\u2971",
      escr: "\u212F",
      esdot: "\u2250",
      esim: "\u2242",
      eta: "\u03B7",
      eth: "\xF0",
      euml: "\xEB",
      euro: "\u20AC",
      excl: "!",
      exist: "\u2203",
      expectation: "\u2130",
      exponentiale: "\u2147",
      fallingdotseq: "\u2252",
      fcy: "\u0444",
      female: "\u2640",
      ffilig: "\uFB03",
      fflig: "\uFB00",
      ffllig: "\uFB04",
      ffr: "\u{1D523}",
      filig: "\uFB01",
      fjlig: "fj",
      flat: "\u266D",
      fllig: "\uFB02",
      fltns: "\u25B1",
      fnof: "\u0192",
      fopf: "\u{1D557}",
      forall: "\u2200",
      fork: "\u22D4",
      forkv: "\u2AD9",
      fpartint: "\u2A0D",
      frac12: "\xBD",
      frac13: "\u2153",
      frac14: "\xBC",
      frac15: "\u2155",
      frac16: "\u2159",
      frac18: "\u215B",
      frac23: "\u2154",
      frac25: "\u2156",
      frac34: "\xBE",
      frac35: "\u2157",
      frac38: "\u215C",
      frac45: "\u2158",
      frac56: "\u215A",
      frac58: "\u215D",
      frac78: "\u215E",
      frasl: "\u2044",
      frown: "\u2322",
      fscr: "\u{1D4BB}",
      gE: "\u2267",
      gEl: "\u2A8C",
      gacute: "\u01F5",
      gamma: "\u03B3",
      gammad: "\u03DD",
      gap: "\u2A86",
      gbreve: "\u011F",
      gcirc: "\u011D",
      gcy: "\u0433",
      gdot: "\u0121",
      ge: "\u2265",
      gel: "\u22DB",
      geq: "\u2265",
      geqq: "\u2267",
      geqslant: "\u2A7E",
      ges: "\u2A7E",
      gescc: "\u2AA9",
      gesdot: "\u2A80",
      gesdoto: "\u2A82",
      gesdotol: "\u2A84",
      gesl: "\u22DB\uFE00",
      gesles: "\u2A94",
      gfr: "\u{1D524}",
      gg: "\u226B",
      ggg: "\u22D9",
      gimel: "\u2137",
      gjcy: "\u0453",
      gl: "\u2277",
      glE: "\u2A92",
      gla: "\u2AA5",
      glj: "\u2AA4",
      gnE: "\u2269",
      gnap: "\u2A8A",
      gnapprox: "\u2A8A",
      gne: "\u2A88",
      gneq: "\u2A88",
      gneqq: "\u2269",
      gnsim: "\u22E7",
      gopf: "\u{1D558}",
      grave: "`",
      gscr: "\u210A",
      gsim: "\u2273",
      gsime: "\u2A8E",
      gsiml: "\u2A90",
      gt: ">",
      gtcc: "\u2AA7",
      gtcir: "\u2A7A",
      gtdot: "\u22D7",
      gtlPar: "\u2995",
      gtquest: "\u2A7C",
      gtrapprox: "\u2A86",
      gtrarr: "\u2978",
      gtrdot: "\u22D7",
      gtreqless: "\u22DB",
      gtreqqless: "\u2A8C",
      gtrless: "\u2277",
      gtrsim: "\u2273",
      gvertneqq: "\u2269\uFE00",
      gvnE: "\u2269\uFE00",
      hArr: "\u21D4",
      hairsp: "\u200A",
      half: "\xBD",
      hamilt: "\u210B",
      hardcy: "\u044A",
      harr: "\u2194",
      harrcir: "\u2948",
      harrw: "\u21AD",
      hbar: "\u210F",
      hcirc: "\u0125",
      hearts: "\u2665",
      heartsuit: "\u2665",
      hellip: "\u2026",
      hercon: "\u22B9",
      hfr: "\u{1D525}",
      hksearow: "\u2925",
      hkswarow: "\u2926",
      hoarr: "\u21FF",
      homtht: "\u223B",
      hookleftarrow: "\u21A9",
      hookrightarrow: "\u21AA",
      hopf: "\u{1D559}",
      horbar: "\u2015",
      hscr: "\u{1D4BD}",
      hslash: "\u210F",
      hstrok: "\u0127",
      hybull: "\u2043",
      hyphen: "\u2010",
      iacute: "\xED",
      ic: "\u2063",
      icirc: "\xEE",
      icy: "\u0438",
      iecy: "\u0435",
      iexcl: "\xA1",
      iff: "\u21D4",
      ifr: "\u{1D526}",
      igrave: "\xEC",
      ii: "\u2148",
      iiiint: "\u2A0C",
      iiint: "\u222D",
      iinfin: "\u29DC",
      iiota: "\u2129",
      ijlig: "\u0133",
      imacr: "\u012B",
      image: "\u2111",
      imagline: "\u2110",
      imagpart: "\u2111",
      imath: "\u0131",
      imof: "\u22B7",
      imped: "\u01B5",
      in: "\u2208",
      incare: "\u2105",
      infin: "\u221E",
      infintie: "\u29DD",
      inodot: "\u0131",
      int: "\u222B",
      intcal: "\u22BA",
      integers: "\u2124",
      intercal: "\u22BA",
      intlarhk: "\u2A17",
      intprod: "\u2A3C",
      iocy: "\u0451",
      iogon: "\u012F",
      iopf: "\u{1D55A}",
      iota: "\u03B9",
      iprod: "\u2A3C",
      iquest: "\xBF",
      iscr: "\u{1D4BE}",
      isin: "\u2208",
      isinE: "\u22F9",
      isindot: "\u22F5",
      isins: "\u22F4",
      isinsv: "\u22F3",
      isinv: "\u2208",
      it: "\u2062",
      itilde: "\u0129",
      iukcy: "\u0456",
      iuml: "\xEF",
      jcirc: "\u0135",
      jcy: "\u0439",
      jfr: "\u{1D527}",
      jmath: "\u0237",
      jopf: "\u{1D55B}",
      jscr: "\u{1D4BF}",
      jsercy: "\u0458",
      jukcy: "\u0454",
      kappa: "\u03BA",
      kappav: "\u03F0",
      kcedil: "\u0137",
      kcy: "\u043A",
      kfr: "\u{1D528}",
      kgreen: "\u0138",
      khcy: "\u0445",
      kjcy: "\u045C",
      kopf: "\u{1D55C}",
      kscr: "\u{1D4C0}",
      lAarr: "\u21DA",
      lArr: "\u21D0",
      lAtail: "\u291B",
      lBarr: "\u290E",
      lE: "\u2266",
      lEg: "\u2A8B",
      lHar: "\u2962",
      lacute: "\u013A",
      laemptyv: "\u29B4",
      lagran: "\u2112",
      lambda: "\u03BB",
      lang: "\u27E8",
      langd: "\u2991",
      langle: "\u27E8",
      lap: "\u2A85",
      laquo: "\xAB",
      larr: "\u2190",
      larrb: "\u21E4",
      larrbfs: "\u291F",
      larrfs: "\u291D",
      larrhk: "\u21A9",
      larrlp: "\u21AB",
      larrpl: "\u2939",
      larrsim: "\u2973",
      larrtl: "\u21A2",
      lat: "\u2AAB",
      latail: "\u2919",
      late: "\u2AAD",
      lates: "\u2AAD\uFE00",
      lbarr: "\u290C",
      lbbrk: "\u2772",
      lbrace: "{",
      lbrack: "[",
      lbrke: "\u298B",
      lbrksld: "\u298F",
      lbrkslu: "\u298D",
      lcaron: "\u013E",
      lcedil: "\u013C",
      lceil: "\u2308",
      lcub: "{",
      lcy: "\u043B",
      ldca: "\u2936",
      ldquo: "\u201C",
      ldquor: "\u201E",
      ldrdhar: "\u2967",
      ldrushar: "\u294B",
      ldsh: "\u21B2",
      le: "\u2264",
      leftarrow: "\u2190",
      leftarrowtail: "\u21A2",
      leftharpoondown: "\u21BD",
      leftharpoonup: "\u21BC",
      leftleftarrows: "\u21C7",
      leftrightarrow: "\u2194",
      leftrightarrows: "\u21C6",
      leftrightharpoons: "\u21CB",
      leftrightsquigarrow: "\u21AD",
      leftthreetimes: "\u22CB",
      leg: "\u22DA",
      leq: "\u2264",
      leqq: "\u2266",
      leqslant: "\u2A7D",
      les: "\u2A7D",
      lescc: "\u2AA8",
      lesdot: "\u2A7F",
      lesdoto: "\u2A81",
      lesdotor: "\u2A83",
      lesg: "\u22DA\uFE00",
      lesges: "\u2A93",
      lessapprox: "\u2A85",
      lessdot: "\u22D6",
      lesseqgtr: "\u22DA",
      lesseqqgtr: "\u2A8B",
      lessgtr: "\u2276",
      lesssim: "\u2272",
      lfisht: "\u297C",
      lfloor: "\u230A",
      lfr: "\u{1D529}",
      lg: "\u2276",
      lgE: "\u2A91",
      lhard: "\u21BD",
      lharu: "\u21BC",
      lharul: "\u296A",
      lhblk: "\u2584",
      ljcy: "\u0459",
      ll: "\u226A",
      llarr: "\u21C7",
      llcorner: "\u231E",
      llhard: "\u296B",
      lltri: "\u25FA",
      lmidot: "\u0140",
      lmoust: "\u23B0",
      lmoustache: "\u23B0",
      lnE: "\u2268",
      lnap: "\u2A89",
      lnapprox: "\u2A89",
      lne: "\u2A87",
      lneq: "\u2A87",
      lneqq: "\u2268",
      lnsim: "\u22E6",
      loang: "\u27EC",
      loarr: "\u21FD",
      lobrk: "\u27E6",
      longleftarrow: "\u27F5",
      longleftrightarrow: "\u27F7",
      longmapsto: "\u27FC",
      longrightarrow: "\u27F6",
      looparrowleft: "\u21AB",
      looparrowright: "\u21AC",
      lopar: "\u2985",
      lopf: "\u{1D55D}",
      loplus: "\u2A2D",
      lotimes: "\u2A34",
      lowast: "\u2217",
      lowbar: "_",
      loz: "\u25CA",
      lozenge: "\u25CA",
      lozf: "\u29EB",
      lpar: "(",
      lparlt: "\u2993",
      lrarr: "\u21C6",
      lrcorner: "\u231F",
      lrhar: "\u21CB",
      lrhard: "\u296D",
      lrm: "\u200E",
      lrtri: "\u22BF",
      lsaquo: "\u2039",
      lscr: "\u{1D4C1}",
      lsh: "\u21B0",
      lsim: "\u2272",
      lsime: "\u2A8D",
      lsimg: "\u2A8F",
      lsqb: "[",
      lsquo: "\u2018",
      lsquor: "\u201A",
      lstrok: "\u0142",
      lt: "<",
      ltcc: "\u2AA6",
      ltcir: "\u2A79",
      ltdot: "\u22D6",
      lthree: "\u22CB",
      ltimes: "\u22C9",
      ltlarr: "\u2976",
      ltquest: "\u2A7B",
      ltrPar: "\u2996",
      ltri: "\u25C3",
      ltrie: "\u22B4",
      ltrif: "\u25C2",
      lurdshar: "\u294A",
      luruhar: "\u2966",
      lvertneqq: "\u2268\uFE00",
      lvnE: "\u2268\uFE00",
      mDDot: "\u223A",
      macr: "\xAF",
      male: "\u2642",
      malt: "\u2720",
      maltese: "\u2720",
      map: "\u21A6",
      mapsto: "\u21A6",
      mapstodown: "\u21A7",
      mapstoleft: "\u21A4",
      mapstoup: "\u21A5",
      marker: "\u25AE",
      mcomma: "\u2A29",
      mcy: "\u043C",
      mdash: "\u2014",
      measuredangle: "\u2221",
      mfr: "\u{1D52A}",
      mho: "\u2127",
      micro: "\xB5",
      mid: "\u2223",
      midast: "*",
      midcir: "\u2AF0",
      middot: "\xB7",
      minus: "\u2212",
      minusb: "\u229F",
      minusd: "\u2238",
      minusdu: "\u2A2A",
      mlcp: "\u2ADB",
      mldr: "\u2026",
      mnplus: "\u2213",
      models: "\u22A7",
      mopf: "\u{1D55E}",
      mp: "\u2213",
      mscr: "\u{1D4C2}",
      mstpos: "\u223E",
      mu: "\u03BC",
      multimap: "\u22B8",
      mumap: "\u22B8",
      nGg: "\u22D9\u0338",
      nGt: "\u226B\u20D2",
      nGtv: "\u226B\u0338",
      nLeftarrow: "\u21CD",
      nLeftrightarrow: "\u21CE",
      nLl: "\u22D8\u0338",
      nLt: "\u226A\u20D2",
      nLtv: "\u226A\u0338",
      nRightarrow: "\u21CF",
      nVDash: "\u22AF",
      nVdash: "\u22AE",
      nabla: "\u2207",
      nacute: "\u0144",
      nang: "\u2220\u20D2",
      nap: "\u2249",
      napE: "\u2A70\u0338",
      napid: "\u224B\u0338",
      napos: "\u0149",
      napprox: "\u2249",
      natur: "\u266E",
      natural: "\u266E",
      naturals: "\u2115",
      nbsp: "\xA0",
      nbump: "\u224E\u0338",
      nbumpe: "\u224F\u0338",
      ncap: "\u2A43",
      ncaron: "\u0148",
      ncedil: "\u0146",
      ncong: "\u2247",
      ncongdot: "\u2A6D\u0338",
      ncup: "\u2A42",
      ncy: "\u043D",
      ndash: "\u2013",
      ne: "\u2260",
      neArr: "\u21D7",
      nearhk: "\u2924",
      nearr: "\u2197",
      nearrow: "\u2197",
      nedot: "\u2250\u0338",
      nequiv: "\u2262",
      nesear: "\u2928",
      nesim: "\u2242\u0338",
      nexist: "\u2204",
      nexists: "\u2204",
      nfr: "\u{1D52B}",
      ngE: "\u2267\u0338",
      nge: "\u2271",
      ngeq: "\u2271",
      ngeqq: "\u2267\u0338",
      ngeqslant: "\u2A7E\u0338",
      nges: "\u2A7E\u0338",
      ngsim: "\u2275",
      ngt: "\u226F",
      ngtr: "\u226F",
      nhArr: "\u21CE",
      nharr: "\u21AE",
      nhpar: "\u2AF2",
      ni: "\u220B",
      nis: "\u22FC",
      nisd: "\u22FA",
      niv: "\u220B",
      njcy: "\u045A",
      nlArr: "\u21CD",
      nlE: "\u2266\u0338",
      nlarr: "\u219A",
      nldr: "\u2025",
      nle: "\u2270",
      nleftarrow: "\u219A",
      nleftrightarrow: "\u21AE",
      nleq: "\u2270",
      nleqq: "\u2266\u0338",
      nleqslant: "\u2A7D\u0338",
      nles: "\u2A7D\u0338",
      nless: "\u226E",
      nlsim: "\u2274",
      nlt: "\u226E",
      nltri: "\u22EA",
      nltrie: "\u22EC",
      nmid: "\u2224",
      nopf: "\u{1D55F}",
      not: "\xAC",
      notin: "\u2209",
      notinE: "\u22F9\u0338",
      notindot: "\u22F5\u0338",
      notinva: "\u2209",
      notinvb: "\u22F7",
      notinvc: "\u22F6",
      notni: "\u220C",
      notniva: "\u220C",
      notnivb: "\u22FE",
      notnivc: "\u22FD",
      npar: "\u2226",
      nparallel: "\u2226",
      nparsl: "\u2AFD\u20E5",
      npart: "\u2202\u0338",
      npolint: "\u2A14",
      npr: "\u2280",
      nprcue: "\u22E0",
      npre: "\u2AAF\u0338",
      nprec: "\u2280",
      npreceq: "\u2AAF\u0338",
      nrArr: "\u21CF",
      nrarr: "\u219B",
      nrarrc: "\u2933\u0338",
      nrarrw: "\u219D\u0338",
      nrightarrow: "\u219B",
      nrtri: "\u22EB",
      nrtrie: "\u22ED",
      nsc: "\u2281",
      nsccue: "\u22E1",
      nsce: "\u2AB0\u0338",
      nscr: "\u{1D4C3}",
      nshortmid: "\u2224",
      nshortparallel: "\u2226",
      nsim: "\u2241",
      nsime: "\u2244",
      nsimeq: "\u2244",
      nsmid: "\u2224",
      nspar: "\u2226",
      nsqsube: "\u22E2",
      nsqsupe: "\u22E3",
      nsub: "\u2284",
      nsubE: "\u2AC5\u0338",
      nsube: "\u2288",
      nsubset: "\u2282\u20D2",
      nsubseteq: "\u2288",
      nsubseteqq: "\u2AC5\u0338",
      nsucc: "\u2281",
      nsucceq: "\u2AB0\u0338",
      nsup: "\u2285",
      nsupE: "\u2AC6\u0338",
      nsupe: "\u2289",
      nsupset: "\u2283\u20D2",
      nsupseteq: "\u2289",
      nsupseteqq: "\u2AC6\u0338",
      ntgl: "\u2279",
      ntilde: "\xF1",
      ntlg: "\u2278",
      ntriangleleft: "\u22EA",
      ntrianglelefteq: "\u22EC",
      ntriangleright: "\u22EB",
      ntrianglerighteq: "\u22ED",
      nu: "\u03BD",
      num: "#",
      numero: "\u2116",
      numsp: "\u2007",
      nvDash: "\u22AD",
      nvHarr: "\u2904",
      nvap: "\u224D\u20D2",
      nvdash: "\u22AC",
      nvge: "\u2265\u20D2",
      nvgt: ">\u20D2",
      nvinfin: "\u29DE",
      nvlArr: "\u2902",
      nvle: "\u2264\u20D2",
      nvlt: "<\u20D2",
      nvltrie: "\u22B4\u20D2",
      nvrArr: "\u2903",
      nvrtrie: "\u22B5\u20D2",
      nvsim: "\u223C\u20D2",
      nwArr: "\u21D6",
      nwarhk: "\u2923",
      nwarr: "\u2196",
      nwarrow: "\u2196",
      nwnear: "\u2927",
      oS: "\u24C8",
      oacute: "\xF3",
      oast: "\u229B",
      ocir: "\u229A",
      ocirc: "\xF4",
      ocy: "\u043E",
      odash: "\u229D",
      odblac: "\u0151",
      odiv: "\u2A38",
      odot: "\u2299",
      odsold: "\u29BC",
      oelig: "\u0153",
      ofcir: "\u29BF",
      ofr: "\u{1D52C}",
      ogon: "\u02DB",
      ograve: "\xF2",
      ogt: "\u29C1",
      ohbar: "\u29B5",
      ohm: "\u03A9",
      oint: "\u222E",
      olarr: "\u21BA",
      olcir: "\u29BE",
      olcross: "\u29BB",
      oline: "\u203E",
      olt: "\u29C0",
      omacr: "\u014D",
      omega: "\u03C9",
      omicron: "\u03BF",
      omid: "\u29B6",
      ominus: "\u2296",
      oopf: "\u{1D560}",
      opar: "\u29B7",
      operp: "\u29B9",
      oplus: "\u2295",
      or: "\u2228",
      orarr: "\u21BB",
      ord: "\u2A5D",
      order: "\u2134",
      orderof: "\u2134",
      ordf: "\xAA",
      ordm: "\xBA",
      origof: "\u22B6",
      oror: "\u2A56",
      orslope: "\u2A57",
      orv: "\u2A5B",
      oscr: "\u2134",
      oslash: "\xF8",
      osol: "\u2298",
      otilde: "\xF5",
      otimes: "\u2297",
      otimesas: "\u2A36",
      ouml: "\xF6",
      ovbar: "\u233D",
      par: "\u2225",
      para: "\xB6",
      parallel: "\u2225",
      parsim: "\u2AF3",
      parsl: "\u2AFD",
      part: "\u2202",
      pcy: "\u043F",
      percnt: "%",
      period: ".",
      permil: "\u2030",
      perp: "\u22A5",
      pertenk: "\u2031",
      pfr: "\u{1D52D}",
      phi: "\u03C6",
      phiv: "\u03D5",
      phmmat: "\u2133",
      phone: "\u260E",
      pi: "\u03C0",
      pitchfork: "\u22D4",
      piv: "\u03D6",
      planck: "\u210F",
      planckh: "\u210E",
      plankv: "\u210F",
      plus: "+",
      plusacir: "\u2A23",
      plusb: "\u229E",
      pluscir: "\u2A22",
      plusdo: "\u2214",
      plusdu: "\u2A25",
      pluse: "\u2A72",
      plusmn: "\xB1",
      plussim: "\u2A26",
      plustwo: "\u2A27",
      pm: "\xB1",
      pointint: "\u2A15",
      popf: "\u{1D561}",
      pound: "\xA3",
      pr: "\u227A",
      prE: "\u2AB3",
      prap: "\u2AB7",
      prcue: "\u227C",
      pre: "\u2AAF",
      prec: "\u227A",
      precapprox: "\u2AB7",
      preccurlyeq: "\u227C",
      preceq: "\u2AAF",
      precnapprox: "\u2AB9",
      precneqq: "\u2AB5",
      precnsim: "\u22E8",
      precsim: "\u227E",
      prime: "\u2032",
      primes: "\u2119",
      prnE: "\u2AB5",
      prnap: "\u2AB9",
      prnsim: "\u22E8",
      prod: "\u220F",
      profalar: "\u232E",
      profline: "\u2312",
      profsurf: "\u2313",
      prop: "\u221D",
      propto: "\u221D",
      prsim: "\u227E",
      prurel: "\u22B0",
      pscr: "\u{1D4C5}",
      psi: "\u03C8",
      puncsp: "\u2008",
      qfr: "\u{1D52E}",
      qint: "\u2A0C",
      qopf: "\u{1D562}",
      qprime: "\u2057",
      qscr: "\u{1D4C6}",
      quaternions: "\u210D",
      quatint: "\u2A16",
      quest: "?",
      questeq: "\u225F",
      quot: '"',
      rAarr: "\u21DB",
      rArr: "\u21D2",
      rAtail: "\u291C",
      rBarr: "\u290F",
      rHar: "\u2964",
      race: "\u223D\u0331",
      racute: "\u0155",
      radic: "\u221A",
      raemptyv: "\u29B3",
      rang: "\u27E9",
      rangd: "\u2992",
      range: "\u29A5",
      rangle: "\u27E9",
      raquo: "\xBB",
      rarr: "\u2192",
      rarrap: "\u2975",
      rarrb: "\u21E5",
      rarrbfs: "\u2920",
      rarrc: "\u2933",
      rarrfs: "\u291E",
      rarrhk: "\u21AA",
      rarrlp: "\u21AC",
      rarrpl: "\u2945",
      rarrsim: "\u2974",
      rarrtl: "\u21A3",
      rarrw: "\u219D",
      ratail: "\u291A",
      ratio: "\u2236",
      rationals: "\u211A",
      rbarr: "\u290D",
      rbbrk: "\u2773",
      rbrace: "}",
      rbrack: "]",
      rbrke: "\u298C",
      rbrksld: "\u298E",
      rbrkslu: "\u2990",
      rcaron: "\u0159",
      rcedil: "\u0157",
      rceil: "\u2309",
      rcub: "}",
      rcy: "\u0440",
      rdca: "\u2937",
      rdldhar: "\u2969",
      rdquo: "\u201D",
      rdquor: "\u201D",
      rdsh: "\u21B3",
      real: "\u211C",
      realine: "\u211B",
      realpart: "\u211C",
      reals: "\u211D",
      rect: "\u25AD",
      reg: "\xAE",
      rfisht: "\u297D",
      rfloor: "\u230B",
      rfr: "\u{1D52F}",
      rhard: "\u21C1",
      rharu: "\u21C0",
      rharul: "\u296C",
      rho: "\u03C1",
      rhov: "\u03F1",
      rightarrow: "\u2192",
      rightarrowtail: "\u21A3",
      rightharpoondown: "\u21C1",
      rightharpoonup: "\u21C0",
      rightleftarrows: "\u21C4",
      rightleftharpoons: "\u21CC",
      rightrightarrows: "\u21C9",
      rightsquigarrow: "\u219D",
      rightthreetimes: "\u22CC",
      ring: "\u02DA",
      risingdotseq: "\u2253",
      rlarr: "\u21C4",
      rlhar: "\u21CC",
      rlm: "\u200F",
      rmoust: "\u23B1",
      rmoustache: "\u23B1",
      rnmid: "\u2AEE",
      roang: "\u27ED",
      roarr: "\u21FE",
      robrk: "\u27E7",
      ropar: "\u2986",
      ropf: "\u{1D563}",
      roplus: "\u2A2E",
      rotimes: "\u2A35",
      rpar: ")",
      rpargt: "\u2994",
      rppolint: "\u2A12",
      rrarr: "\u21C9",
      rsaquo: "\u203A",
      rscr: "\u{1D4C7}",
      rsh: "\u21B1",
      rsqb: "]",
      rsquo: "\u2019",
      rsquor: "\u2019",
      rthree: "\u22CC",
      rtimes: "\u22CA",
      rtri: "\u25B9",
      rtrie: "\u22B5",
      rtrif: "\u25B8",
      rtriltri: "\u29CE",
      ruluhar: "\u2968",
      rx: "\u211E",
      sacute: "\u015B",
      sbquo: "\u201A",
      sc: "\u227B",
      scE: "\u2AB4",
      scap: "\u2AB8",
      scaron: "\u0161",
      sccue: "\u227D",
      sce: "\u2AB0",
      scedil: "\u015F",
      scirc: "\u015D",
      scnE: "\u2AB6",
      scnap: "\u2ABA",
      scnsim: "\u22E9",
      scpolint: "\u2A13",
      scsim: "\u227F",
      scy: "\u0441",
      sdot: "\u22C5",
      sdotb: "\u22A1",
      sdote: "\u2A66",
      seArr: "\u21D8",
      searhk: "\u2925",
      searr: "\u2198",
      searrow: "\u2198",
      sect: "\xA7",
      semi: ";",
      seswar: "\u2929",
      setminus: "\u2216",
      setmn: "\u2216",
      sext: "\u2736",
      sfr: "\u{1D530}",
      sfrown: "\u2322",
      sharp: "\u266F",
      shchcy: "\u0449",
      shcy: "\u0448",
      shortmid: "\u2223",
      shortparallel: "\u2225",
      shy: "\xAD",
      sigma: "\u03C3",
      sigmaf: "\u03C2",
      sigmav: "\u03C2",
      sim: "\u223C",
      simdot: "\u2A6A",
      sime: "\u2243",
      simeq: "\u2243",
      simg: "\u2A9E",
      simgE: "\u2AA0",
      siml: "\u2A9D",
      simlE: "\u2A9F",
      simne: "\u2246",
      simplus: "\u2A24",
      simrarr: "\u2972",
      slarr: "\u2190",
      smallsetminus: "\u2216",
      smashp: "\u2A33",
      smeparsl: "\u29E4",
      smid: "\u2223",
      smile: "\u2323",
      smt: "\u2AAA",
      smte: "\u2AAC",
      smtes: "\u2AAC\uFE00",
      softcy: "\u044C",
      sol: "/",
      solb: "\u29C4",
      solbar: "\u233F",
      sopf: "\u{1D564}",
      spades: "\u2660",
      spadesuit: "\u2660",
      spar: "\u2225",
      sqcap: "\u2293",
      sqcaps: "\u2293\uFE00",
      sqcup: "\u2294",
      sqcups: "\u2294\uFE00",
      sqsub: "\u228F",
      sqsube: "\u2291",
      sqsubset: "\u228F",
      sqsubseteq: "\u2291",
      sqsup: "\u2290",
      sqsupe: "\u2292",
      sqsupset: "\u2290",
      sqsupseteq: "\u2292",
      squ: "\u25A1",
      square: "\u25A1",
      squarf: "\u25AA",
      squf: "\u25AA",
      srarr: "\u2192",
      sscr: "\u{1D4C8}",
      ssetmn: "\u2216",
      ssmile: "\u2323",
      sstarf: "\u22C6",
      star: "\u2606",
      starf: "\u2605",
      straightepsilon: "\u03F5",
      straightphi: "\u03D5",
      strns: "\xAF",
      sub: "\u2282",
      subE: "\u2AC5",
      subdot: "\u2ABD",
      sube: "\u2286",
      subedot: "\u2AC3",
      submult: "\u2AC1",
      subnE: "\u2ACB",
      subne: "\u228A",
      subplus: "\u2ABF",
      subrarr: "\u2979",
      subset: "\u2282",
      subseteq: "\u2286",
      subseteqq: "\u2AC5",
      subsetneq: "\u228A",
      subsetneqq: "\u2ACB",
      subsim: "\u2AC7",
      subsub: "\u2AD5",
      subsup: "\u2AD3",
      succ: "\u227B",
      succapprox: "\u2AB8",
      succcurlyeq: "\u227D",
      succeq: "\u2AB0",
      succnapprox: "\u2ABA",
      succneqq: "\u2AB6",
      succnsim: "\u22E9",
      succsim: "\u227F",
      sum: "\u2211",
      sung: "\u266A",
      sup1: "\xB9",
      sup2: "\xB2",
      sup3: "\xB3",
      sup: "\u2283",
      supE: "\u2AC6",
      supdot: "\u2ABE",
      supdsub: "\u2AD8",
      supe: "\u2287",
      supedot: "\u2AC4",
      suphsol: "\u27C9",
      suphsub: "\u2AD7",
      suplarr: "\u297B",
      supmult: "\u2AC2",
      supnE: "\u2ACC",
      supne: "\u228B",
      supplus: "\u2AC0",
      supset: "\u2283",
      supseteq: "\u2287",
      supseteqq: "\u2AC6",
      supsetneq: "\u228B",
      supsetneqq: "\u2ACC",
      supsim: "\u2AC8",
      supsub: "\u2AD4",
      supsup: "\u2AD6",
      swArr: "\u21D9",
      swarhk: "\u2926",
      swarr: "\u2199",
      swarrow: "\u2199",
      swnwar: "\u292A",
      szlig: "\xDF",
      target: "\u2316",
      tau: "\u03C4",
      tbrk: "\u23B4",
      tcaron: "\u0165",
      tcedil: "\u0163",
      tcy: "\u0442",
      tdot: "\u20DB",
      telrec: "\u2315",
      tfr: "\u{1D531}",
      there4: "\u2234",
      therefore: "\u2234",
      theta: "\u03B8",
      thetasym: "\u03D1",
      thetav: "\u03D1",
      thickapprox: "\u2248",
      thicksim: "\u223C",
      thinsp: "\u2009",
      thkap: "\u2248",
      thksim: "\u223C",
      thorn: "\xFE",
      tilde: "\u02DC",
      times: "\xD7",
      timesb: "\u22A0",
      timesbar: "\u2A31",
      timesd: "\u2A30",
      tint: "\u222D",
      toea: "\u2928",
      top: "\u22A4",
      topbot: "\u2336",
      topcir: "\u2AF1",
      topf: "\u{1D565}",
      topfork: "\u2ADA",
      tosa: "\u2929",
      tprime: "\u2034",
      trade: "\u2122",
      triangle: "\u25B5",
      triangledown: "\u25BF",
      triangleleft: "\u25C3",
      trianglelefteq: "\u22B4",
      triangleq: "\u225C",
      triangleright: "\u25B9",
      trianglerighteq: "\u22B5",
      tridot: "\u25EC",
      trie: "\u225C",
      triminus: "\u2A3A",
      triplus: "\u2A39",
      trisb: "\u29CD",
      tritime: "\u2A3B",
      trpezium: "\u23E2",
      tscr: "\u{1D4C9}",
      tscy: "\u0446",
      tshcy: "\u045B",
      tstrok: "\u0167",
      twixt: "\u226C",
      twoheadleftarrow: "\u219E",
      twoheadrightarrow: "\u21A0",
      uArr: "\u21D1",
      uHar: "\u2963",
      uacute: "\xFA",
      uarr: "\u2191",
      ubrcy: "\u045E",
      ubreve: "\u016D",
      ucirc: "\xFB",
      ucy: "\u0443",
      udarr: "\u21C5",
      udblac: "\u0171",
      udhar: "\u296E",
      ufisht: "\u297E",
      ufr: "\u{1D532}",
      ugrave: "\xF9",
      uharl: "\u21BF",
      uharr: "\u21BE",
      uhblk: "\u2580",
      ulcorn: "\u231C",
      ulcorner: "\u231C",
      ulcrop: "\u230F",
      ultri: "\u25F8",
      umacr: "\u016B",
      uml: "\xA8",
      uogon: "\u0173",
      uopf: "\u{1D566}",
      uparrow: "\u2191",
      updownarrow: "\u2195",
      upharpoonleft: "\u21BF",
      upharpoonright: "\u21BE",
      uplus: "\u228E",
      upsi: "\u03C5",
      upsih: "\u03D2",
      upsilon: "\u03C5",
      upuparrows: "\u21C8",
      urcorn: "\u231D",
      urcorner: "\u231D",
      urcrop: "\u230E",
      uring: "\u016F",
      urtri: "\u25F9",
      uscr: "\u{1D4CA}",
      utdot: "\u22F0",
      utilde: "\u0169",
      utri: "\u25B5",
      utrif: "\u25B4",
      uuarr: "\u21C8",
      uuml: "\xFC",
      uwangle: "\u29A7",
      vArr: "\u21D5",
      vBar: "\u2AE8",
      vBarv: "\u2AE9",
      vDash: "\u22A8",
      vangrt: "\u299C",
      varepsilon: "\u03F5",
      varkappa: "\u03F0",
      varnothing: "\u2205",
      varphi: "\u03D5",
      varpi: "\u03D6",
      varpropto: "\u221D",
      varr: "\u2195",
      varrho: "\u03F1",
      varsigma: "\u03C2",
      varsubsetneq: "\u228A\uFE00",
      varsubsetneqq: "\u2ACB\uFE00",
      varsupsetneq: "\u228B\uFE00",
      varsupsetneqq: "\u2ACC\uFE00",
      vartheta: "\u03D1",
      vartriangleleft: "\u22B2",
      vartriangleright: "\u22B3",
      vcy: "\u0432",
      vdash: "\u22A2",
      vee: "\u2228",
      veebar: "\u22BB",
      veeeq: "\u225A",
      vellip: "\u22EE",
      verbar: "|",
      vert: "|",
      vfr: "\u{1D533}",
      vltri: "\u22B2",
      vnsub: "\u2282\u20D2",
      vnsup: "\u2283\u20D2",
      vopf: "\u{1D567}",
      vprop: "\u221D",
      vrtri: "\u22B3",
      vscr: "\u{1D4CB}",
      vsubnE: "\u2ACB\uFE00",
      vsubne: "\u228A\uFE00",
      vsupnE: "\u2ACC\uFE00",
      vsupne: "\u228B\uFE00",
      vzigzag: "\u299A",
      wcirc: "\u0175",
      wedbar: "\u2A5F",
      wedge: "\u2227",
      wedgeq: "\u2259",
      weierp: "\u2118",
      wfr: "\u{1D534}",
      wopf: "\u{1D568}",
      wp: "\u2118",
      wr: "\u2240",
      wreath: "\u2240",
      wscr: "\u{1D4CC}",
      xcap: "\u22C2",
      xcirc: "\u25EF",
      xcup: "\u22C3",
      xdtri: "\u25BD",
      xfr: "\u{1D535}",
      xhArr: "\u27FA",
      xharr: "\u27F7",
      xi: "\u03BE",
      xlArr: "\u27F8",
      xlarr: "\u27F5",
      xmap: "\u27FC",
      xnis: "\u22FB",
      xodot: "\u2A00",
      xopf: "\u{1D569}",
      xoplus: "\u2A01",
      xotime: "\u2A02",
      xrArr: "\u27F9",
      xrarr: "\u27F6",
      xscr: "\u{1D4CD}",
      xsqcup: "\u2A06",
      xuplus: "\u2A04",
      xutri: "\u25B3",
      xvee: "\u22C1",
      xwedge: "\u22C0",
      yacute: "\xFD",
      yacy: "\u044F",
      ycirc: "\u0177",
      ycy: "\u044B",
      yen: "\xA5",
      yfr: "\u{1D536}",
      yicy: "\u0457",
      yopf: "\u{1D56A}",
      yscr: "\u{1D4CE}",
      yucy: "\u044E",
      yuml: "\xFF",
      zacute: "\u017A",
      zcaron: "\u017E",
      zcy: "\u0437",
      zdot: "\u017C",
      zeetrf: "\u2128",
      zeta: "\u03B6",
      zfr: "\u{1D537}",
      zhcy: "\u0436",
      zigrarr: "\u21DD",
      zopf: "\u{1D56B}",
      zscr: "\u{1D4CF}",
      zwj: "\u200D",
      zwnj: "\u200C"
    };
  }
});

// node_modules/decode-named-character-reference/index.js
function decodeNamedCharacterReference(value) {
  return own.call(characterEntities, value) ? characterEntities[value] : false;
}
var own;
var init_decode_named_character_reference = __esm({
  "node_modules/decode-named-character-reference/index.js"() {
    init_character_entities();
    own = {}.hasOwnProperty;
  }
});

// node_modules/bail/index.js
function bail(error) {
  if (error) {
    throw error;
  }
}
var init_bail = __esm({
  "node_modules/bail/index.js"() {
  }
});

// node_modules/extend/index.js
var require_extend = __commonJS({
  "node_modules/extend/index.js"(exports2, module2) {
    "use strict";
    var hasOwn = Object.prototype.hasOwnProperty;
    var toStr = Object.prototype.toString;
    var defineProperty = Object.defineProperty;
    var gOPD = Object.getOwnPropertyDescriptor;
    var isArray = function isArray2(arr) {
      if (typeof Array.isArray === "function") {
        return Array.isArray(arr);
      }
      return toStr.call(arr) === "[object Array]";
    };
    var isPlainObject2 = function isPlainObject3(obj) {
      if (!obj || toStr.call(obj) !== "[object Object]") {
        return false;
      }
      var hasOwnConstructor = hasOwn.call(obj, "constructor");
      var hasIsPrototypeOf = obj.constructor && obj.constructor.prototype && hasOwn.call(obj.constructor.prototype, "isPrototypeOf");
      if (obj.constructor && !hasOwnConstructor && !hasIsPrototypeOf) {
        return false;
      }
      var key;
      for (key in obj) {
      }
      return typeof key === "undefined" || hasOwn.call(obj, key);
    };
    var setProperty2 = function setProperty3(target, options) {
      if (defineProperty && options.name === "__proto__") {
        defineProperty(target, options.name, {
          enumerable: true,
          configurable: true,
          value: options.newValue,
          writable: true
        });
      } else {
        target[options.name] = options.newValue;
      }
    };
    var getProperty = function getProperty2(obj, name) {
      if (name === "__proto__") {
        if (!hasOwn.call(obj, name)) {
          return void 0;
        } else if (gOPD) {
          return gOPD(obj, name).value;
        }
      }
      return obj[name];
    };
    module2.exports = function extend4() {
      var options, name, src, copy, copyIsArray, clone;
      var target = arguments[0];
      var i = 1;
      var length = arguments.length;
      var deep = false;
      if (typeof target === "boolean") {
        deep = target;
        target = arguments[1] || {};
        i = 2;
      }
      if (target == null || typeof target !== "object" && typeof target !== "function") {
        target = {};
      }
      for (; i < length; ++i) {
        options = arguments[i];
        if (options != null) {
          for (name in options) {
            src = getProperty(target, name);
            copy = getProperty(options, name);
            if (target !== copy) {
              if (deep && copy && (isPlainObject2(copy) || (copyIsArray = isArray(copy)))) {
                if (copyIsArray) {
                  copyIsArray = false;
                  clone = src && isArray(src) ? src : [];
                } else {
                  clone = src && isPlainObject2(src) ? src : {};
                }
                setProperty2(target, { name, newValue: extend4(deep, clone, copy) });
              } else if (typeof copy !== "undefined") {
                setProperty2(target, { name, newValue: copy });
              }
            }
          }
        }
      }
      return target;
    };
  }
});

// node_modules/devlop/lib/default.js
function ok() {
}
var init_default = __esm({
  "node_modules/devlop/lib/default.js"() {
  }
});

// node_modules/is-plain-obj/index.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value);
}
var init_is_plain_obj = __esm({
  "node_modules/is-plain-obj/index.js"() {
  }
});

// node_modules/trough/lib/index.js
function trough() {
  const fns = [];
  const pipeline = { run, use };
  return pipeline;
  function run(...values) {
    let middlewareIndex = -1;
    const callback = values.pop();
    if (typeof callback !== "function") {
      throw new TypeError("Expected function as last argument, not " + callback);
    }
    next(null, ...values);
    function next(error, ...output) {
      const fn = fns[++middlewareIndex];
      let index2 = -1;
      if (error) {
        callback(error);
        return;
      }
      while (++index2 < values.length) {
        if (output[index2] === null || output[index2] === void 0) {
          output[index2] = values[index2];
        }
      }
      values = output;
      if (fn) {
        wrap(fn, next)(...output);
      } else {
        callback(null, ...output);
      }
    }
  }
  function use(middelware) {
    if (typeof middelware !== "function") {
      throw new TypeError(
        "Expected `middelware` to be a function, not " + middelware
      );
    }
    fns.push(middelware);
    return pipeline;
  }
}
function wrap(middleware, callback) {
  let called;
  return wrapped;
  function wrapped(...parameters) {
    const fnExpectsCallback = middleware.length > parameters.length;
    let result;
    if (fnExpectsCallback) {
      parameters.push(done);
    }
    try {
      result = middleware.apply(this, parameters);
    } catch (error) {
      const exception = (
        /** @type {Error} */
        error
      );
      if (fnExpectsCallback && called) {
        throw exception;
      }
      return done(exception);
    }
    if (!fnExpectsCallback) {
      if (result && result.then && typeof result.then === "function") {
        result.then(then, done);
      } else if (result instanceof Error) {
        done(result);
      } else {
        then(result);
      }
    }
  }
  function done(error, ...output) {
    if (!called) {
      called = true;
      callback(error, ...output);
    }
  }
  function then(value) {
    done(null, value);
  }
}
var init_lib = __esm({
  "node_modules/trough/lib/index.js"() {
  }
});

// node_modules/trough/index.js
var init_trough = __esm({
  "node_modules/trough/index.js"() {
    init_lib();
  }
});

// node_modules/unist-util-stringify-position/lib/index.js
function stringifyPosition(value) {
  if (!value || typeof value !== "object") {
    return "";
  }
  if ("position" in value || "type" in value) {
    return position(value.position);
  }
  if ("start" in value || "end" in value) {
    return position(value);
  }
  if ("line" in value || "column" in value) {
    return point2(value);
  }
  return "";
}
function point2(point4) {
  return index(point4 && point4.line) + ":" + index(point4 && point4.column);
}
function position(pos) {
  return point2(pos && pos.start) + "-" + point2(pos && pos.end);
}
function index(value) {
  return value && typeof value === "number" ? value : 1;
}
var init_lib2 = __esm({
  "node_modules/unist-util-stringify-position/lib/index.js"() {
  }
});

// node_modules/unist-util-stringify-position/index.js
var init_unist_util_stringify_position = __esm({
  "node_modules/unist-util-stringify-position/index.js"() {
    init_lib2();
  }
});

// node_modules/vfile-message/lib/index.js
var VFileMessage;
var init_lib3 = __esm({
  "node_modules/vfile-message/lib/index.js"() {
    init_unist_util_stringify_position();
    VFileMessage = class extends Error {
      /**
       * Create a message for `reason`.
       *
       * > 🪦 **Note**: also has obsolete signatures.
       *
       * @overload
       * @param {string} reason
       *   Reason for message, should use markdown.
       * @param {Options | null | undefined} [options]
       *   Configuration (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {string} reason
       *   Reason for message, should use markdown.
       * @param {Node | NodeLike | null | undefined} parent
       *   Node or node-like, used for `ancestors` and `place`.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {string} reason
       *   Reason for message, should use markdown.
       * @param {Point | Position | null | undefined} place
       *   Place of message.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {string} reason
       *   Reason for message, should use markdown.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {Error | VFileMessage} cause
       *   Original error cause of the message.
       * @param {Node | NodeLike | null | undefined} parent
       *   Node or node-like, used for `ancestors` and `place`.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {Error | VFileMessage} cause
       *   Original error cause of the message.
       * @param {Point | Position | null | undefined} place
       *   Place of message.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @overload
       * @param {Error | VFileMessage} cause
       *   Original error cause of the message.
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (optional).
       * @returns
       *   Instance of `VFileMessage`.
       *
       * @param {Error | VFileMessage | string} causeOrReason
       *   Reason for message, should use markdown.
       * @param {Node | NodeLike | Options | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
       *   Configuration (optional).
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (example:
       *   `'my-package:my-rule'` or `'my-rule'`).
       * @returns
       *   Instance of `VFileMessage`.
       */
      // eslint-disable-next-line complexity
      constructor(causeOrReason, optionsOrParentOrPlace, origin) {
        super();
        if (typeof optionsOrParentOrPlace === "string") {
          origin = optionsOrParentOrPlace;
          optionsOrParentOrPlace = void 0;
        }
        let reason = "";
        let options = {};
        let legacyCause = false;
        if (optionsOrParentOrPlace) {
          if ("line" in optionsOrParentOrPlace && "column" in optionsOrParentOrPlace) {
            options = { place: optionsOrParentOrPlace };
          } else if ("start" in optionsOrParentOrPlace && "end" in optionsOrParentOrPlace) {
            options = { place: optionsOrParentOrPlace };
          } else if ("type" in optionsOrParentOrPlace) {
            options = {
              ancestors: [optionsOrParentOrPlace],
              place: optionsOrParentOrPlace.position
            };
          } else {
            options = { ...optionsOrParentOrPlace };
          }
        }
        if (typeof causeOrReason === "string") {
          reason = causeOrReason;
        } else if (!options.cause && causeOrReason) {
          legacyCause = true;
          reason = causeOrReason.message;
          options.cause = causeOrReason;
        }
        if (!options.ruleId && !options.source && typeof origin === "string") {
          const index2 = origin.indexOf(":");
          if (index2 === -1) {
            options.ruleId = origin;
          } else {
            options.source = origin.slice(0, index2);
            options.ruleId = origin.slice(index2 + 1);
          }
        }
        if (!options.place && options.ancestors) {
          const parent = options.ancestors[options.ancestors.length - 1];
          if (parent) {
            options.place = parent.position;
          }
        }
        const start = options.place && "start" in options.place ? options.place.start : options.place;
        this.ancestors = options.ancestors || void 0;
        this.cause = options.cause || void 0;
        this.column = start ? start.column : void 0;
        this.fatal = void 0;
        this.file = "";
        this.message = reason;
        this.line = start ? start.line : void 0;
        this.name = stringifyPosition(options.place) || "1:1";
        this.place = options.place || void 0;
        this.reason = this.message;
        this.ruleId = options.ruleId || void 0;
        this.source = options.source || void 0;
        this.stack = legacyCause && options.cause && typeof options.cause.stack === "string" ? options.cause.stack : "";
        this.actual = void 0;
        this.expected = void 0;
        this.note = void 0;
        this.url = void 0;
      }
    };
    Object.defineProperties(VFileMessage.prototype, {
      file: { configurable: true, enumerable: true, value: "", writable: true },
      name: { configurable: true, enumerable: true, value: "", writable: true },
      reason: { configurable: true, enumerable: true, value: "", writable: true },
      message: { configurable: true, enumerable: true, value: "", writable: true },
      stack: { configurable: true, enumerable: true, value: "", writable: true },
      column: { configurable: true, enumerable: true, writable: true },
      line: { configurable: true, enumerable: true, writable: true },
      ancestors: { configurable: true, enumerable: true, writable: true },
      cause: { configurable: true, enumerable: true, writable: true },
      fatal: { configurable: true, enumerable: true, writable: true },
      place: { configurable: true, enumerable: true, writable: true },
      ruleId: { configurable: true, enumerable: true, writable: true },
      source: { configurable: true, enumerable: true, writable: true }
    });
  }
});

// node_modules/vfile-message/index.js
var init_vfile_message = __esm({
  "node_modules/vfile-message/index.js"() {
    init_lib3();
  }
});

// node_modules/vfile/lib/minpath.js
var import_node_path;
var init_minpath = __esm({
  "node_modules/vfile/lib/minpath.js"() {
    import_node_path = __toESM(require("node:path"), 1);
  }
});

// node_modules/vfile/lib/minproc.js
var import_node_process;
var init_minproc = __esm({
  "node_modules/vfile/lib/minproc.js"() {
    import_node_process = __toESM(require("node:process"), 1);
  }
});

// node_modules/vfile/lib/minurl.shared.js
function isUrl(fileUrlOrPath) {
  return Boolean(
    fileUrlOrPath !== null && typeof fileUrlOrPath === "object" && "href" in fileUrlOrPath && fileUrlOrPath.href && "protocol" in fileUrlOrPath && fileUrlOrPath.protocol && // @ts-expect-error: indexing is fine.
    fileUrlOrPath.auth === void 0
  );
}
var init_minurl_shared = __esm({
  "node_modules/vfile/lib/minurl.shared.js"() {
  }
});

// node_modules/vfile/lib/minurl.js
var import_node_url;
var init_minurl = __esm({
  "node_modules/vfile/lib/minurl.js"() {
    import_node_url = require("node:url");
    init_minurl_shared();
  }
});

// node_modules/vfile/lib/index.js
function assertPart(part, name) {
  if (part && part.includes(import_node_path.default.sep)) {
    throw new Error(
      "`" + name + "` cannot be a path: did not expect `" + import_node_path.default.sep + "`"
    );
  }
}
function assertNonEmpty(part, name) {
  if (!part) {
    throw new Error("`" + name + "` cannot be empty");
  }
}
function assertPath(path20, name) {
  if (!path20) {
    throw new Error("Setting `" + name + "` requires `path` to be set too");
  }
}
function isUint8Array(value) {
  return Boolean(
    value && typeof value === "object" && "byteLength" in value && "byteOffset" in value
  );
}
var order, VFile;
var init_lib4 = __esm({
  "node_modules/vfile/lib/index.js"() {
    init_vfile_message();
    init_minpath();
    init_minproc();
    init_minurl();
    order = /** @type {const} */
    [
      "history",
      "path",
      "basename",
      "stem",
      "extname",
      "dirname"
    ];
    VFile = class {
      /**
       * Create a new virtual file.
       *
       * `options` is treated as:
       *
       * *   `string` or `Uint8Array` — `{value: options}`
       * *   `URL` — `{path: options}`
       * *   `VFile` — shallow copies its data over to the new file
       * *   `object` — all fields are shallow copied over to the new file
       *
       * Path related fields are set in the following order (least specific to
       * most specific): `history`, `path`, `basename`, `stem`, `extname`,
       * `dirname`.
       *
       * You cannot set `dirname` or `extname` without setting either `history`,
       * `path`, `basename`, or `stem` too.
       *
       * @param {Compatible | null | undefined} [value]
       *   File value.
       * @returns
       *   New instance.
       */
      constructor(value) {
        let options;
        if (!value) {
          options = {};
        } else if (isUrl(value)) {
          options = { path: value };
        } else if (typeof value === "string" || isUint8Array(value)) {
          options = { value };
        } else {
          options = value;
        }
        this.cwd = "cwd" in options ? "" : import_node_process.default.cwd();
        this.data = {};
        this.history = [];
        this.messages = [];
        this.value;
        this.map;
        this.result;
        this.stored;
        let index2 = -1;
        while (++index2 < order.length) {
          const field2 = order[index2];
          if (field2 in options && options[field2] !== void 0 && options[field2] !== null) {
            this[field2] = field2 === "history" ? [...options[field2]] : options[field2];
          }
        }
        let field;
        for (field in options) {
          if (!order.includes(field)) {
            this[field] = options[field];
          }
        }
      }
      /**
       * Get the basename (including extname) (example: `'index.min.js'`).
       *
       * @returns {string | undefined}
       *   Basename.
       */
      get basename() {
        return typeof this.path === "string" ? import_node_path.default.basename(this.path) : void 0;
      }
      /**
       * Set basename (including extname) (`'index.min.js'`).
       *
       * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
       * on windows).
       * Cannot be nullified (use `file.path = file.dirname` instead).
       *
       * @param {string} basename
       *   Basename.
       * @returns {undefined}
       *   Nothing.
       */
      set basename(basename4) {
        assertNonEmpty(basename4, "basename");
        assertPart(basename4, "basename");
        this.path = import_node_path.default.join(this.dirname || "", basename4);
      }
      /**
       * Get the parent path (example: `'~'`).
       *
       * @returns {string | undefined}
       *   Dirname.
       */
      get dirname() {
        return typeof this.path === "string" ? import_node_path.default.dirname(this.path) : void 0;
      }
      /**
       * Set the parent path (example: `'~'`).
       *
       * Cannot be set if there’s no `path` yet.
       *
       * @param {string | undefined} dirname
       *   Dirname.
       * @returns {undefined}
       *   Nothing.
       */
      set dirname(dirname8) {
        assertPath(this.basename, "dirname");
        this.path = import_node_path.default.join(dirname8 || "", this.basename);
      }
      /**
       * Get the extname (including dot) (example: `'.js'`).
       *
       * @returns {string | undefined}
       *   Extname.
       */
      get extname() {
        return typeof this.path === "string" ? import_node_path.default.extname(this.path) : void 0;
      }
      /**
       * Set the extname (including dot) (example: `'.js'`).
       *
       * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
       * on windows).
       * Cannot be set if there’s no `path` yet.
       *
       * @param {string | undefined} extname
       *   Extname.
       * @returns {undefined}
       *   Nothing.
       */
      set extname(extname) {
        assertPart(extname, "extname");
        assertPath(this.dirname, "extname");
        if (extname) {
          if (extname.codePointAt(0) !== 46) {
            throw new Error("`extname` must start with `.`");
          }
          if (extname.includes(".", 1)) {
            throw new Error("`extname` cannot contain multiple dots");
          }
        }
        this.path = import_node_path.default.join(this.dirname, this.stem + (extname || ""));
      }
      /**
       * Get the full path (example: `'~/index.min.js'`).
       *
       * @returns {string}
       *   Path.
       */
      get path() {
        return this.history[this.history.length - 1];
      }
      /**
       * Set the full path (example: `'~/index.min.js'`).
       *
       * Cannot be nullified.
       * You can set a file URL (a `URL` object with a `file:` protocol) which will
       * be turned into a path with `url.fileURLToPath`.
       *
       * @param {URL | string} path
       *   Path.
       * @returns {undefined}
       *   Nothing.
       */
      set path(path20) {
        if (isUrl(path20)) {
          path20 = (0, import_node_url.fileURLToPath)(path20);
        }
        assertNonEmpty(path20, "path");
        if (this.path !== path20) {
          this.history.push(path20);
        }
      }
      /**
       * Get the stem (basename w/o extname) (example: `'index.min'`).
       *
       * @returns {string | undefined}
       *   Stem.
       */
      get stem() {
        return typeof this.path === "string" ? import_node_path.default.basename(this.path, this.extname) : void 0;
      }
      /**
       * Set the stem (basename w/o extname) (example: `'index.min'`).
       *
       * Cannot contain path separators (`'/'` on unix, macOS, and browsers, `'\'`
       * on windows).
       * Cannot be nullified (use `file.path = file.dirname` instead).
       *
       * @param {string} stem
       *   Stem.
       * @returns {undefined}
       *   Nothing.
       */
      set stem(stem) {
        assertNonEmpty(stem, "stem");
        assertPart(stem, "stem");
        this.path = import_node_path.default.join(this.dirname || "", stem + (this.extname || ""));
      }
      // Normal prototypal methods.
      /**
       * Create a fatal message for `reason` associated with the file.
       *
       * The `fatal` field of the message is set to `true` (error; file not usable)
       * and the `file` field is set to the current file path.
       * The message is added to the `messages` field on `file`.
       *
       * > 🪦 **Note**: also has obsolete signatures.
       *
       * @overload
       * @param {string} reason
       * @param {MessageOptions | null | undefined} [options]
       * @returns {never}
       *
       * @overload
       * @param {string} reason
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @overload
       * @param {string} reason
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @overload
       * @param {string} reason
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {string | null | undefined} [origin]
       * @returns {never}
       *
       * @param {Error | VFileMessage | string} causeOrReason
       *   Reason for message, should use markdown.
       * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
       *   Configuration (optional).
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (example:
       *   `'my-package:my-rule'` or `'my-rule'`).
       * @returns {never}
       *   Never.
       * @throws {VFileMessage}
       *   Message.
       */
      fail(causeOrReason, optionsOrParentOrPlace, origin) {
        const message = this.message(causeOrReason, optionsOrParentOrPlace, origin);
        message.fatal = true;
        throw message;
      }
      /**
       * Create an info message for `reason` associated with the file.
       *
       * The `fatal` field of the message is set to `undefined` (info; change
       * likely not needed) and the `file` field is set to the current file path.
       * The message is added to the `messages` field on `file`.
       *
       * > 🪦 **Note**: also has obsolete signatures.
       *
       * @overload
       * @param {string} reason
       * @param {MessageOptions | null | undefined} [options]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @param {Error | VFileMessage | string} causeOrReason
       *   Reason for message, should use markdown.
       * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
       *   Configuration (optional).
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (example:
       *   `'my-package:my-rule'` or `'my-rule'`).
       * @returns {VFileMessage}
       *   Message.
       */
      info(causeOrReason, optionsOrParentOrPlace, origin) {
        const message = this.message(causeOrReason, optionsOrParentOrPlace, origin);
        message.fatal = void 0;
        return message;
      }
      /**
       * Create a message for `reason` associated with the file.
       *
       * The `fatal` field of the message is set to `false` (warning; change may be
       * needed) and the `file` field is set to the current file path.
       * The message is added to the `messages` field on `file`.
       *
       * > 🪦 **Note**: also has obsolete signatures.
       *
       * @overload
       * @param {string} reason
       * @param {MessageOptions | null | undefined} [options]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {string} reason
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Node | NodeLike | null | undefined} parent
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {Point | Position | null | undefined} place
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @overload
       * @param {Error | VFileMessage} cause
       * @param {string | null | undefined} [origin]
       * @returns {VFileMessage}
       *
       * @param {Error | VFileMessage | string} causeOrReason
       *   Reason for message, should use markdown.
       * @param {Node | NodeLike | MessageOptions | Point | Position | string | null | undefined} [optionsOrParentOrPlace]
       *   Configuration (optional).
       * @param {string | null | undefined} [origin]
       *   Place in code where the message originates (example:
       *   `'my-package:my-rule'` or `'my-rule'`).
       * @returns {VFileMessage}
       *   Message.
       */
      message(causeOrReason, optionsOrParentOrPlace, origin) {
        const message = new VFileMessage(
          // @ts-expect-error: the overloads are fine.
          causeOrReason,
          optionsOrParentOrPlace,
          origin
        );
        if (this.path) {
          message.name = this.path + ":" + message.name;
          message.file = this.path;
        }
        message.fatal = false;
        this.messages.push(message);
        return message;
      }
      /**
       * Serialize the file.
       *
       * > **Note**: which encodings are supported depends on the engine.
       * > For info on Node.js, see:
       * > <https://nodejs.org/api/util.html#whatwg-supported-encodings>.
       *
       * @param {string | null | undefined} [encoding='utf8']
       *   Character encoding to understand `value` as when it’s a `Uint8Array`
       *   (default: `'utf-8'`).
       * @returns {string}
       *   Serialized file.
       */
      toString(encoding) {
        if (this.value === void 0) {
          return "";
        }
        if (typeof this.value === "string") {
          return this.value;
        }
        const decoder2 = new TextDecoder(encoding || void 0);
        return decoder2.decode(this.value);
      }
    };
  }
});

// node_modules/vfile/index.js
var init_vfile = __esm({
  "node_modules/vfile/index.js"() {
    init_lib4();
  }
});

// node_modules/unified/lib/callable-instance.js
var CallableInstance;
var init_callable_instance = __esm({
  "node_modules/unified/lib/callable-instance.js"() {
    CallableInstance = /**
     * @type {new <Parameters extends Array<unknown>, Result>(property: string | symbol) => (...parameters: Parameters) => Result}
     */
    /** @type {unknown} */
    /**
     * @this {Function}
     * @param {string | symbol} property
     * @returns {(...parameters: Array<unknown>) => unknown}
     */
    (function(property) {
      const self = this;
      const constr = self.constructor;
      const proto = (
        /** @type {Record<string | symbol, Function>} */
        // Prototypes do exist.
        // type-coverage:ignore-next-line
        constr.prototype
      );
      const value = proto[property];
      const apply = function() {
        return value.apply(apply, arguments);
      };
      Object.setPrototypeOf(apply, proto);
      return apply;
    });
  }
});

// node_modules/unified/lib/index.js
function assertParser(name, value) {
  if (typeof value !== "function") {
    throw new TypeError("Cannot `" + name + "` without `parser`");
  }
}
function assertCompiler(name, value) {
  if (typeof value !== "function") {
    throw new TypeError("Cannot `" + name + "` without `compiler`");
  }
}
function assertUnfrozen(name, frozen) {
  if (frozen) {
    throw new Error(
      "Cannot call `" + name + "` on a frozen processor.\nCreate a new processor first, by calling it: use `processor()` instead of `processor`."
    );
  }
}
function assertNode(node2) {
  if (!isPlainObject(node2) || typeof node2.type !== "string") {
    throw new TypeError("Expected node, got `" + node2 + "`");
  }
}
function assertDone(name, asyncName, complete) {
  if (!complete) {
    throw new Error(
      "`" + name + "` finished async. Use `" + asyncName + "` instead"
    );
  }
}
function vfile(value) {
  return looksLikeAVFile(value) ? value : new VFile(value);
}
function looksLikeAVFile(value) {
  return Boolean(
    value && typeof value === "object" && "message" in value && "messages" in value
  );
}
function looksLikeAValue(value) {
  return typeof value === "string" || isUint8Array2(value);
}
function isUint8Array2(value) {
  return Boolean(
    value && typeof value === "object" && "byteLength" in value && "byteOffset" in value
  );
}
var import_extend, own2, Processor, unified;
var init_lib5 = __esm({
  "node_modules/unified/lib/index.js"() {
    init_bail();
    import_extend = __toESM(require_extend(), 1);
    init_default();
    init_is_plain_obj();
    init_trough();
    init_vfile();
    init_callable_instance();
    own2 = {}.hasOwnProperty;
    Processor = class _Processor extends CallableInstance {
      /**
       * Create a processor.
       */
      constructor() {
        super("copy");
        this.Compiler = void 0;
        this.Parser = void 0;
        this.attachers = [];
        this.compiler = void 0;
        this.freezeIndex = -1;
        this.frozen = void 0;
        this.namespace = {};
        this.parser = void 0;
        this.transformers = trough();
      }
      /**
       * Copy a processor.
       *
       * @deprecated
       *   This is a private internal method and should not be used.
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *   New *unfrozen* processor ({@linkcode Processor}) that is
       *   configured to work the same as its ancestor.
       *   When the descendant processor is configured in the future it does not
       *   affect the ancestral processor.
       */
      copy() {
        const destination = (
          /** @type {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>} */
          new _Processor()
        );
        let index2 = -1;
        while (++index2 < this.attachers.length) {
          const attacher = this.attachers[index2];
          destination.use(...attacher);
        }
        destination.data((0, import_extend.default)(true, {}, this.namespace));
        return destination;
      }
      /**
       * Configure the processor with info available to all plugins.
       * Information is stored in an object.
       *
       * Typically, options can be given to a specific plugin, but sometimes it
       * makes sense to have information shared with several plugins.
       * For example, a list of HTML elements that are self-closing, which is
       * needed during all phases.
       *
       * > **Note**: setting information cannot occur on *frozen* processors.
       * > Call the processor first to create a new unfrozen processor.
       *
       * > **Note**: to register custom data in TypeScript, augment the
       * > {@linkcode Data} interface.
       *
       * @example
       *   This example show how to get and set info:
       *
       *   ```js
       *   import {unified} from 'unified'
       *
       *   const processor = unified().data('alpha', 'bravo')
       *
       *   processor.data('alpha') // => 'bravo'
       *
       *   processor.data() // => {alpha: 'bravo'}
       *
       *   processor.data({charlie: 'delta'})
       *
       *   processor.data() // => {charlie: 'delta'}
       *   ```
       *
       * @template {keyof Data} Key
       *
       * @overload
       * @returns {Data}
       *
       * @overload
       * @param {Data} dataset
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *
       * @overload
       * @param {Key} key
       * @returns {Data[Key]}
       *
       * @overload
       * @param {Key} key
       * @param {Data[Key]} value
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *
       * @param {Data | Key} [key]
       *   Key to get or set, or entire dataset to set, or nothing to get the
       *   entire dataset (optional).
       * @param {Data[Key]} [value]
       *   Value to set (optional).
       * @returns {unknown}
       *   The current processor when setting, the value at `key` when getting, or
       *   the entire dataset when getting without key.
       */
      data(key, value) {
        if (typeof key === "string") {
          if (arguments.length === 2) {
            assertUnfrozen("data", this.frozen);
            this.namespace[key] = value;
            return this;
          }
          return own2.call(this.namespace, key) && this.namespace[key] || void 0;
        }
        if (key) {
          assertUnfrozen("data", this.frozen);
          this.namespace = key;
          return this;
        }
        return this.namespace;
      }
      /**
       * Freeze a processor.
       *
       * Frozen processors are meant to be extended and not to be configured
       * directly.
       *
       * When a processor is frozen it cannot be unfrozen.
       * New processors working the same way can be created by calling the
       * processor.
       *
       * It’s possible to freeze processors explicitly by calling `.freeze()`.
       * Processors freeze automatically when `.parse()`, `.run()`, `.runSync()`,
       * `.stringify()`, `.process()`, or `.processSync()` are called.
       *
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *   The current processor.
       */
      freeze() {
        if (this.frozen) {
          return this;
        }
        const self = (
          /** @type {Processor} */
          /** @type {unknown} */
          this
        );
        while (++this.freezeIndex < this.attachers.length) {
          const [attacher, ...options] = this.attachers[this.freezeIndex];
          if (options[0] === false) {
            continue;
          }
          if (options[0] === true) {
            options[0] = void 0;
          }
          const transformer = attacher.call(self, ...options);
          if (typeof transformer === "function") {
            this.transformers.use(transformer);
          }
        }
        this.frozen = true;
        this.freezeIndex = Number.POSITIVE_INFINITY;
        return this;
      }
      /**
       * Parse text to a syntax tree.
       *
       * > **Note**: `parse` freezes the processor if not already *frozen*.
       *
       * > **Note**: `parse` performs the parse phase, not the run phase or other
       * > phases.
       *
       * @param {Compatible | undefined} [file]
       *   file to parse (optional); typically `string` or `VFile`; any value
       *   accepted as `x` in `new VFile(x)`.
       * @returns {ParseTree extends undefined ? Node : ParseTree}
       *   Syntax tree representing `file`.
       */
      parse(file) {
        this.freeze();
        const realFile = vfile(file);
        const parser = this.parser || this.Parser;
        assertParser("parse", parser);
        return parser(String(realFile), realFile);
      }
      /**
       * Process the given file as configured on the processor.
       *
       * > **Note**: `process` freezes the processor if not already *frozen*.
       *
       * > **Note**: `process` performs the parse, run, and stringify phases.
       *
       * @overload
       * @param {Compatible | undefined} file
       * @param {ProcessCallback<VFileWithOutput<CompileResult>>} done
       * @returns {undefined}
       *
       * @overload
       * @param {Compatible | undefined} [file]
       * @returns {Promise<VFileWithOutput<CompileResult>>}
       *
       * @param {Compatible | undefined} [file]
       *   File (optional); typically `string` or `VFile`]; any value accepted as
       *   `x` in `new VFile(x)`.
       * @param {ProcessCallback<VFileWithOutput<CompileResult>> | undefined} [done]
       *   Callback (optional).
       * @returns {Promise<VFile> | undefined}
       *   Nothing if `done` is given.
       *   Otherwise a promise, rejected with a fatal error or resolved with the
       *   processed file.
       *
       *   The parsed, transformed, and compiled value is available at
       *   `file.value` (see note).
       *
       *   > **Note**: unified typically compiles by serializing: most
       *   > compilers return `string` (or `Uint8Array`).
       *   > Some compilers, such as the one configured with
       *   > [`rehype-react`][rehype-react], return other values (in this case, a
       *   > React tree).
       *   > If you’re using a compiler that doesn’t serialize, expect different
       *   > result values.
       *   >
       *   > To register custom results in TypeScript, add them to
       *   > {@linkcode CompileResultMap}.
       *
       *   [rehype-react]: https://github.com/rehypejs/rehype-react
       */
      process(file, done) {
        const self = this;
        this.freeze();
        assertParser("process", this.parser || this.Parser);
        assertCompiler("process", this.compiler || this.Compiler);
        return done ? executor(void 0, done) : new Promise(executor);
        function executor(resolve13, reject) {
          const realFile = vfile(file);
          const parseTree3 = (
            /** @type {HeadTree extends undefined ? Node : HeadTree} */
            /** @type {unknown} */
            self.parse(realFile)
          );
          self.run(parseTree3, realFile, function(error, tree, file2) {
            if (error || !tree || !file2) {
              return realDone(error);
            }
            const compileTree = (
              /** @type {CompileTree extends undefined ? Node : CompileTree} */
              /** @type {unknown} */
              tree
            );
            const compileResult = self.stringify(compileTree, file2);
            if (looksLikeAValue(compileResult)) {
              file2.value = compileResult;
            } else {
              file2.result = compileResult;
            }
            realDone(
              error,
              /** @type {VFileWithOutput<CompileResult>} */
              file2
            );
          });
          function realDone(error, file2) {
            if (error || !file2) {
              reject(error);
            } else if (resolve13) {
              resolve13(file2);
            } else {
              ok(done, "`done` is defined if `resolve` is not");
              done(void 0, file2);
            }
          }
        }
      }
      /**
       * Process the given file as configured on the processor.
       *
       * An error is thrown if asynchronous transforms are configured.
       *
       * > **Note**: `processSync` freezes the processor if not already *frozen*.
       *
       * > **Note**: `processSync` performs the parse, run, and stringify phases.
       *
       * @param {Compatible | undefined} [file]
       *   File (optional); typically `string` or `VFile`; any value accepted as
       *   `x` in `new VFile(x)`.
       * @returns {VFileWithOutput<CompileResult>}
       *   The processed file.
       *
       *   The parsed, transformed, and compiled value is available at
       *   `file.value` (see note).
       *
       *   > **Note**: unified typically compiles by serializing: most
       *   > compilers return `string` (or `Uint8Array`).
       *   > Some compilers, such as the one configured with
       *   > [`rehype-react`][rehype-react], return other values (in this case, a
       *   > React tree).
       *   > If you’re using a compiler that doesn’t serialize, expect different
       *   > result values.
       *   >
       *   > To register custom results in TypeScript, add them to
       *   > {@linkcode CompileResultMap}.
       *
       *   [rehype-react]: https://github.com/rehypejs/rehype-react
       */
      processSync(file) {
        let complete = false;
        let result;
        this.freeze();
        assertParser("processSync", this.parser || this.Parser);
        assertCompiler("processSync", this.compiler || this.Compiler);
        this.process(file, realDone);
        assertDone("processSync", "process", complete);
        ok(result, "we either bailed on an error or have a tree");
        return result;
        function realDone(error, file2) {
          complete = true;
          bail(error);
          result = file2;
        }
      }
      /**
       * Run *transformers* on a syntax tree.
       *
       * > **Note**: `run` freezes the processor if not already *frozen*.
       *
       * > **Note**: `run` performs the run phase, not other phases.
       *
       * @overload
       * @param {HeadTree extends undefined ? Node : HeadTree} tree
       * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} done
       * @returns {undefined}
       *
       * @overload
       * @param {HeadTree extends undefined ? Node : HeadTree} tree
       * @param {Compatible | undefined} file
       * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} done
       * @returns {undefined}
       *
       * @overload
       * @param {HeadTree extends undefined ? Node : HeadTree} tree
       * @param {Compatible | undefined} [file]
       * @returns {Promise<TailTree extends undefined ? Node : TailTree>}
       *
       * @param {HeadTree extends undefined ? Node : HeadTree} tree
       *   Tree to transform and inspect.
       * @param {(
       *   RunCallback<TailTree extends undefined ? Node : TailTree> |
       *   Compatible
       * )} [file]
       *   File associated with `node` (optional); any value accepted as `x` in
       *   `new VFile(x)`.
       * @param {RunCallback<TailTree extends undefined ? Node : TailTree>} [done]
       *   Callback (optional).
       * @returns {Promise<TailTree extends undefined ? Node : TailTree> | undefined}
       *   Nothing if `done` is given.
       *   Otherwise, a promise rejected with a fatal error or resolved with the
       *   transformed tree.
       */
      run(tree, file, done) {
        assertNode(tree);
        this.freeze();
        const transformers = this.transformers;
        if (!done && typeof file === "function") {
          done = file;
          file = void 0;
        }
        return done ? executor(void 0, done) : new Promise(executor);
        function executor(resolve13, reject) {
          ok(
            typeof file !== "function",
            "`file` can\u2019t be a `done` anymore, we checked"
          );
          const realFile = vfile(file);
          transformers.run(tree, realFile, realDone);
          function realDone(error, outputTree, file2) {
            const resultingTree = (
              /** @type {TailTree extends undefined ? Node : TailTree} */
              outputTree || tree
            );
            if (error) {
              reject(error);
            } else if (resolve13) {
              resolve13(resultingTree);
            } else {
              ok(done, "`done` is defined if `resolve` is not");
              done(void 0, resultingTree, file2);
            }
          }
        }
      }
      /**
       * Run *transformers* on a syntax tree.
       *
       * An error is thrown if asynchronous transforms are configured.
       *
       * > **Note**: `runSync` freezes the processor if not already *frozen*.
       *
       * > **Note**: `runSync` performs the run phase, not other phases.
       *
       * @param {HeadTree extends undefined ? Node : HeadTree} tree
       *   Tree to transform and inspect.
       * @param {Compatible | undefined} [file]
       *   File associated with `node` (optional); any value accepted as `x` in
       *   `new VFile(x)`.
       * @returns {TailTree extends undefined ? Node : TailTree}
       *   Transformed tree.
       */
      runSync(tree, file) {
        let complete = false;
        let result;
        this.run(tree, file, realDone);
        assertDone("runSync", "run", complete);
        ok(result, "we either bailed on an error or have a tree");
        return result;
        function realDone(error, tree2) {
          bail(error);
          result = tree2;
          complete = true;
        }
      }
      /**
       * Compile a syntax tree.
       *
       * > **Note**: `stringify` freezes the processor if not already *frozen*.
       *
       * > **Note**: `stringify` performs the stringify phase, not the run phase
       * > or other phases.
       *
       * @param {CompileTree extends undefined ? Node : CompileTree} tree
       *   Tree to compile.
       * @param {Compatible | undefined} [file]
       *   File associated with `node` (optional); any value accepted as `x` in
       *   `new VFile(x)`.
       * @returns {CompileResult extends undefined ? Value : CompileResult}
       *   Textual representation of the tree (see note).
       *
       *   > **Note**: unified typically compiles by serializing: most compilers
       *   > return `string` (or `Uint8Array`).
       *   > Some compilers, such as the one configured with
       *   > [`rehype-react`][rehype-react], return other values (in this case, a
       *   > React tree).
       *   > If you’re using a compiler that doesn’t serialize, expect different
       *   > result values.
       *   >
       *   > To register custom results in TypeScript, add them to
       *   > {@linkcode CompileResultMap}.
       *
       *   [rehype-react]: https://github.com/rehypejs/rehype-react
       */
      stringify(tree, file) {
        this.freeze();
        const realFile = vfile(file);
        const compiler2 = this.compiler || this.Compiler;
        assertCompiler("stringify", compiler2);
        assertNode(tree);
        return compiler2(tree, realFile);
      }
      /**
       * Configure the processor to use a plugin, a list of usable values, or a
       * preset.
       *
       * If the processor is already using a plugin, the previous plugin
       * configuration is changed based on the options that are passed in.
       * In other words, the plugin is not added a second time.
       *
       * > **Note**: `use` cannot be called on *frozen* processors.
       * > Call the processor first to create a new unfrozen processor.
       *
       * @example
       *   There are many ways to pass plugins to `.use()`.
       *   This example gives an overview:
       *
       *   ```js
       *   import {unified} from 'unified'
       *
       *   unified()
       *     // Plugin with options:
       *     .use(pluginA, {x: true, y: true})
       *     // Passing the same plugin again merges configuration (to `{x: true, y: false, z: true}`):
       *     .use(pluginA, {y: false, z: true})
       *     // Plugins:
       *     .use([pluginB, pluginC])
       *     // Two plugins, the second with options:
       *     .use([pluginD, [pluginE, {}]])
       *     // Preset with plugins and settings:
       *     .use({plugins: [pluginF, [pluginG, {}]], settings: {position: false}})
       *     // Settings only:
       *     .use({settings: {position: false}})
       *   ```
       *
       * @template {Array<unknown>} [Parameters=[]]
       * @template {Node | string | undefined} [Input=undefined]
       * @template [Output=Input]
       *
       * @overload
       * @param {Preset | null | undefined} [preset]
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *
       * @overload
       * @param {PluggableList} list
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *
       * @overload
       * @param {Plugin<Parameters, Input, Output>} plugin
       * @param {...(Parameters | [boolean])} parameters
       * @returns {UsePlugin<ParseTree, HeadTree, TailTree, CompileTree, CompileResult, Input, Output>}
       *
       * @param {PluggableList | Plugin | Preset | null | undefined} value
       *   Usable value.
       * @param {...unknown} parameters
       *   Parameters, when a plugin is given as a usable value.
       * @returns {Processor<ParseTree, HeadTree, TailTree, CompileTree, CompileResult>}
       *   Current processor.
       */
      use(value, ...parameters) {
        const attachers = this.attachers;
        const namespace = this.namespace;
        assertUnfrozen("use", this.frozen);
        if (value === null || value === void 0) {
        } else if (typeof value === "function") {
          addPlugin(value, parameters);
        } else if (typeof value === "object") {
          if (Array.isArray(value)) {
            addList(value);
          } else {
            addPreset(value);
          }
        } else {
          throw new TypeError("Expected usable value, not `" + value + "`");
        }
        return this;
        function add(value2) {
          if (typeof value2 === "function") {
            addPlugin(value2, []);
          } else if (typeof value2 === "object") {
            if (Array.isArray(value2)) {
              const [plugin, ...parameters2] = (
                /** @type {PluginTuple<Array<unknown>>} */
                value2
              );
              addPlugin(plugin, parameters2);
            } else {
              addPreset(value2);
            }
          } else {
            throw new TypeError("Expected usable value, not `" + value2 + "`");
          }
        }
        function addPreset(result) {
          if (!("plugins" in result) && !("settings" in result)) {
            throw new Error(
              "Expected usable value but received an empty preset, which is probably a mistake: presets typically come with `plugins` and sometimes with `settings`, but this has neither"
            );
          }
          addList(result.plugins);
          if (result.settings) {
            namespace.settings = (0, import_extend.default)(true, namespace.settings, result.settings);
          }
        }
        function addList(plugins) {
          let index2 = -1;
          if (plugins === null || plugins === void 0) {
          } else if (Array.isArray(plugins)) {
            while (++index2 < plugins.length) {
              const thing = plugins[index2];
              add(thing);
            }
          } else {
            throw new TypeError("Expected a list of plugins, not `" + plugins + "`");
          }
        }
        function addPlugin(plugin, parameters2) {
          let index2 = -1;
          let entryIndex = -1;
          while (++index2 < attachers.length) {
            if (attachers[index2][0] === plugin) {
              entryIndex = index2;
              break;
            }
          }
          if (entryIndex === -1) {
            attachers.push([plugin, ...parameters2]);
          } else if (parameters2.length > 0) {
            let [primary, ...rest] = parameters2;
            const currentPrimary = attachers[entryIndex][1];
            if (isPlainObject(currentPrimary) && isPlainObject(primary)) {
              primary = (0, import_extend.default)(true, currentPrimary, primary);
            }
            attachers[entryIndex] = [plugin, primary, ...rest];
          }
        }
      }
    };
    unified = new Processor().freeze();
  }
});

// node_modules/unified/index.js
var unified_exports = {};
__export(unified_exports, {
  unified: () => unified
});
var init_unified = __esm({
  "node_modules/unified/index.js"() {
    init_lib5();
  }
});

// node_modules/mdast-util-to-string/lib/index.js
function toString(value, options) {
  const settings = options || emptyOptions;
  const includeImageAlt = typeof settings.includeImageAlt === "boolean" ? settings.includeImageAlt : true;
  const includeHtml = typeof settings.includeHtml === "boolean" ? settings.includeHtml : true;
  return one(value, includeImageAlt, includeHtml);
}
function one(value, includeImageAlt, includeHtml) {
  if (node(value)) {
    if ("value" in value) {
      return value.type === "html" && !includeHtml ? "" : value.value;
    }
    if (includeImageAlt && "alt" in value && value.alt) {
      return value.alt;
    }
    if ("children" in value) {
      return all(value.children, includeImageAlt, includeHtml);
    }
  }
  if (Array.isArray(value)) {
    return all(value, includeImageAlt, includeHtml);
  }
  return "";
}
function all(values, includeImageAlt, includeHtml) {
  const result = [];
  let index2 = -1;
  while (++index2 < values.length) {
    result[index2] = one(values[index2], includeImageAlt, includeHtml);
  }
  return result.join("");
}
function node(value) {
  return Boolean(value && typeof value === "object");
}
var emptyOptions;
var init_lib6 = __esm({
  "node_modules/mdast-util-to-string/lib/index.js"() {
    emptyOptions = {};
  }
});

// node_modules/mdast-util-to-string/index.js
var init_mdast_util_to_string = __esm({
  "node_modules/mdast-util-to-string/index.js"() {
    init_lib6();
  }
});

// node_modules/micromark-util-chunked/index.js
function splice(list3, start, remove, items) {
  const end = list3.length;
  let chunkStart = 0;
  let parameters;
  if (start < 0) {
    start = -start > end ? 0 : end + start;
  } else {
    start = start > end ? end : start;
  }
  remove = remove > 0 ? remove : 0;
  if (items.length < 1e4) {
    parameters = Array.from(items);
    parameters.unshift(start, remove);
    list3.splice(...parameters);
  } else {
    if (remove) list3.splice(start, remove);
    while (chunkStart < items.length) {
      parameters = items.slice(chunkStart, chunkStart + 1e4);
      parameters.unshift(start, 0);
      list3.splice(...parameters);
      chunkStart += 1e4;
      start += 1e4;
    }
  }
}
function push(list3, items) {
  if (list3.length > 0) {
    splice(list3, list3.length, 0, items);
    return list3;
  }
  return items;
}
var init_micromark_util_chunked = __esm({
  "node_modules/micromark-util-chunked/index.js"() {
  }
});

// node_modules/micromark-util-combine-extensions/index.js
function combineExtensions(extensions) {
  const all2 = {};
  let index2 = -1;
  while (++index2 < extensions.length) {
    syntaxExtension(all2, extensions[index2]);
  }
  return all2;
}
function syntaxExtension(all2, extension2) {
  let hook;
  for (hook in extension2) {
    const maybe = hasOwnProperty.call(all2, hook) ? all2[hook] : void 0;
    const left = maybe || (all2[hook] = {});
    const right = extension2[hook];
    let code3;
    if (right) {
      for (code3 in right) {
        if (!hasOwnProperty.call(left, code3)) left[code3] = [];
        const value = right[code3];
        constructs(
          // @ts-expect-error Looks like a list.
          left[code3],
          Array.isArray(value) ? value : value ? [value] : []
        );
      }
    }
  }
}
function constructs(existing, list3) {
  let index2 = -1;
  const before = [];
  while (++index2 < list3.length) {
    ;
    (list3[index2].add === "after" ? existing : before).push(list3[index2]);
  }
  splice(existing, 0, 0, before);
}
var hasOwnProperty;
var init_micromark_util_combine_extensions = __esm({
  "node_modules/micromark-util-combine-extensions/index.js"() {
    init_micromark_util_chunked();
    hasOwnProperty = {}.hasOwnProperty;
  }
});

// node_modules/micromark-util-decode-numeric-character-reference/index.js
function decodeNumericCharacterReference(value, base) {
  const code3 = Number.parseInt(value, base);
  if (
    // C0 except for HT, LF, FF, CR, space.
    code3 < 9 || code3 === 11 || code3 > 13 && code3 < 32 || // Control character (DEL) of C0, and C1 controls.
    code3 > 126 && code3 < 160 || // Lone high surrogates and low surrogates.
    code3 > 55295 && code3 < 57344 || // Noncharacters.
    code3 > 64975 && code3 < 65008 || /* eslint-disable no-bitwise */
    (code3 & 65535) === 65535 || (code3 & 65535) === 65534 || /* eslint-enable no-bitwise */
    // Out of range
    code3 > 1114111
  ) {
    return "\uFFFD";
  }
  return String.fromCodePoint(code3);
}
var init_micromark_util_decode_numeric_character_reference = __esm({
  "node_modules/micromark-util-decode-numeric-character-reference/index.js"() {
  }
});

// node_modules/micromark-util-normalize-identifier/index.js
function normalizeIdentifier(value) {
  return value.replace(/[\t\n\r ]+/g, " ").replace(/^ | $/g, "").toLowerCase().toUpperCase();
}
var init_micromark_util_normalize_identifier = __esm({
  "node_modules/micromark-util-normalize-identifier/index.js"() {
  }
});

// node_modules/micromark-util-character/index.js
function asciiControl(code3) {
  return (
    // Special whitespace codes (which have negative values), C0 and Control
    // character DEL
    code3 !== null && (code3 < 32 || code3 === 127)
  );
}
function markdownLineEnding(code3) {
  return code3 !== null && code3 < -2;
}
function markdownLineEndingOrSpace(code3) {
  return code3 !== null && (code3 < 0 || code3 === 32);
}
function markdownSpace(code3) {
  return code3 === -2 || code3 === -1 || code3 === 32;
}
function regexCheck(regex) {
  return check3;
  function check3(code3) {
    return code3 !== null && code3 > -1 && regex.test(String.fromCharCode(code3));
  }
}
var asciiAlpha, asciiAlphanumeric, asciiAtext, asciiDigit, asciiHexDigit, asciiPunctuation, unicodePunctuation, unicodeWhitespace;
var init_micromark_util_character = __esm({
  "node_modules/micromark-util-character/index.js"() {
    asciiAlpha = regexCheck(/[A-Za-z]/);
    asciiAlphanumeric = regexCheck(/[\dA-Za-z]/);
    asciiAtext = regexCheck(/[#-'*+\--9=?A-Z^-~]/);
    asciiDigit = regexCheck(/\d/);
    asciiHexDigit = regexCheck(/[\dA-Fa-f]/);
    asciiPunctuation = regexCheck(/[!-/:-@[-`{-~]/);
    unicodePunctuation = regexCheck(new RegExp("\\p{P}|\\p{S}", "u"));
    unicodeWhitespace = regexCheck(/\s/);
  }
});

// node_modules/micromark-factory-space/index.js
function factorySpace(effects, ok3, type, max) {
  const limit = max ? max - 1 : Infinity;
  let size = 0;
  return start;
  function start(code3) {
    if (markdownSpace(code3)) {
      effects.enter(type);
      return prefix(code3);
    }
    return ok3(code3);
  }
  function prefix(code3) {
    if (markdownSpace(code3) && size++ < limit) {
      effects.consume(code3);
      return prefix;
    }
    effects.exit(type);
    return ok3(code3);
  }
}
function factorySpaceMinMax(effects, ok3, nok, type, min, max) {
  let size = 0;
  return start;
  function start(code3) {
    if (max > 0 && markdownSpace(code3)) {
      effects.enter(type);
      return prefix(code3);
    }
    return after(code3);
  }
  function prefix(code3) {
    if (markdownSpace(code3) && size < max) {
      effects.consume(code3);
      size++;
      return prefix;
    }
    effects.exit(type);
    return after(code3);
  }
  function after(code3) {
    return size >= min ? ok3(code3) : nok(code3);
  }
}
var init_micromark_factory_space = __esm({
  "node_modules/micromark-factory-space/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark/lib/initialize/content.js
function initializeContent(effects) {
  const contentStart = effects.attempt(this.parser.constructs.contentInitial, afterContentStartConstruct, paragraphInitial);
  let previous3;
  return contentStart;
  function afterContentStartConstruct(code3) {
    if (code3 === null) {
      effects.consume(code3);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return factorySpace(effects, contentStart, "linePrefix");
  }
  function paragraphInitial(code3) {
    effects.enter("paragraph");
    return lineStart(code3);
  }
  function lineStart(code3) {
    const token2 = effects.enter("chunkText", {
      contentType: "text",
      previous: previous3
    });
    if (previous3) {
      previous3.next = token2;
    }
    previous3 = token2;
    return data2(code3);
  }
  function data2(code3) {
    if (code3 === null) {
      effects.exit("chunkText");
      effects.exit("paragraph");
      effects.consume(code3);
      return;
    }
    if (markdownLineEnding(code3)) {
      effects.consume(code3);
      effects.exit("chunkText");
      return lineStart;
    }
    effects.consume(code3);
    return data2;
  }
}
var content;
var init_content = __esm({
  "node_modules/micromark/lib/initialize/content.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    content = {
      tokenize: initializeContent
    };
  }
});

// node_modules/micromark-util-edit-map/index.js
function addImplementation(editMap, at, remove, add, before) {
  if (remove === 0 && add.length === 0) {
    return;
  }
  const existing = editMap.index.get(at);
  if (existing) {
    existing[1] += remove;
    if (before) {
      add.push(...existing[2]);
      existing[2] = add;
    } else {
      existing[2].push(...add);
    }
    return;
  }
  const change = [at, remove, add];
  editMap.map.push(change);
  editMap.index.set(at, change);
}
var EditMap;
var init_micromark_util_edit_map = __esm({
  "node_modules/micromark-util-edit-map/index.js"() {
    EditMap = class {
      /**
       * Create a new edit map.
       *
       * @returns
       *   New instance.
       */
      constructor() {
        this.index = /* @__PURE__ */ new Map();
        this.map = [];
      }
      /**
       * Create an edit: a remove and/or add at a certain place.
       *
       * @param {number} index
       *   Index at which to apply the edit.
       * @param {number} remove
       *   Count of items to remove at the index.
       * @param {Array<Event>} add
       *   Items to add at the index.
       * @returns {undefined}
       *   Nothing.
       */
      add(index2, remove, add) {
        addImplementation(this, index2, remove, add, false);
      }
      /**
       * Create an edit: but insert `add` before existing additions, instead of
       * after them.
       *
       * @param {number} index
       *   Index at which to apply the edit.
       * @param {number} remove
       *   Count of items to remove at the index.
       * @param {Array<Event>} add
       *   Items to add at the index.
       * @returns {undefined}
       *   Nothing.
       */
      addBefore(index2, remove, add) {
        addImplementation(this, index2, remove, add, true);
      }
      /**
       * Done, change the events.
       *
       * @param {Array<Event>} events
       *   List of events to apply the edits to.
       * @returns {undefined}
       *   Nothing.
       */
      consume(events) {
        this.map.sort(function(a, b) {
          return a[0] - b[0];
        });
        if (this.map.length === 0) {
          return;
        }
        let index2 = this.map.length;
        const vecs = [];
        while (index2 > 0) {
          index2 -= 1;
          vecs.push(events.slice(this.map[index2][0] + this.map[index2][1]), this.map[index2][2]);
          events.length = this.map[index2][0];
        }
        vecs.push(events.slice());
        events.length = 0;
        let slice = vecs.pop();
        while (slice) {
          for (const element of slice) {
            events.push(element);
          }
          slice = vecs.pop();
        }
        this.map.length = 0;
        this.index.clear();
      }
    };
  }
});

// node_modules/micromark/lib/initialize/document.js
function initializeDocument(effects) {
  const self = this;
  const stack = [];
  let continued = 0;
  let childFlow;
  let childToken;
  let lineStartOffset2;
  return start;
  function start(code3) {
    if (continued < stack.length) {
      const item = stack[continued];
      self.containerState = item[1];
      return effects.attempt(item[0].continuation, documentContinue, checkNewContainers)(code3);
    }
    return checkNewContainers(code3);
  }
  function documentContinue(code3) {
    continued++;
    if (self.containerState._closeFlow) {
      self.containerState._closeFlow = void 0;
      if (childFlow) {
        closeFlow();
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let point4;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          point4 = self.events[indexBeforeFlow][1].end;
          break;
        }
      }
      exitContainers(continued);
      let index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point4
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
      return checkNewContainers(code3);
    }
    return start(code3);
  }
  function checkNewContainers(code3) {
    if (continued === stack.length) {
      if (!childFlow) {
        return documentContinued(code3);
      }
      if (childFlow.currentConstruct && childFlow.currentConstruct.concrete) {
        return flowStart(code3);
      }
      self.interrupt = Boolean(childFlow.currentConstruct && !childFlow._gfmTableDynamicInterruptHack);
    }
    self.containerState = {};
    return effects.check(containerConstruct, thereIsANewContainer, thereIsNoNewContainer)(code3);
  }
  function thereIsANewContainer(code3) {
    if (childFlow) {
      closeFlow();
    }
    exitContainers(continued);
    return documentContinued(code3);
  }
  function thereIsNoNewContainer(code3) {
    self.parser.lazy[self.now().line] = continued !== stack.length;
    lineStartOffset2 = self.now().offset;
    return flowStart(code3);
  }
  function documentContinued(code3) {
    self.containerState = {};
    return effects.attempt(containerConstruct, containerContinue, flowStart)(code3);
  }
  function containerContinue(code3) {
    continued++;
    stack.push([self.currentConstruct, self.containerState]);
    return documentContinued(code3);
  }
  function flowStart(code3) {
    if (code3 === null) {
      if (childFlow) {
        closeFlow();
      }
      exitContainers(0);
      effects.consume(code3);
      return;
    }
    childFlow = childFlow || self.parser.flow(self.now());
    effects.enter("chunkFlow", {
      _tokenizer: childFlow,
      contentType: "flow",
      previous: childToken
    });
    return flowContinue(code3);
  }
  function flowContinue(code3) {
    if (code3 === null) {
      writeToChild(effects.exit("chunkFlow"), true);
      exitContainers(0);
      effects.consume(code3);
      return;
    }
    if (markdownLineEnding(code3)) {
      effects.consume(code3);
      writeToChild(effects.exit("chunkFlow"));
      continued = 0;
      self.interrupt = void 0;
      return start;
    }
    effects.consume(code3);
    return flowContinue;
  }
  function writeToChild(token2, endOfFile) {
    const stream = self.sliceStream(token2);
    if (endOfFile) {
      stream.push(null);
    }
    token2.previous = childToken;
    if (childToken) {
      childToken.next = token2;
    }
    childToken = token2;
    childFlow.defineSkip(token2.start);
    childFlow.write(stream);
    if (self.parser.lazy[token2.start.line]) {
      let index2 = childFlow.events.length;
      while (index2--) {
        if (
          // The token starts before the line ending…
          childFlow.events[index2][1].start.offset < lineStartOffset2 && // …and either is not ended yet…
          (!childFlow.events[index2][1].end || // …or ends after it.
          childFlow.events[index2][1].end.offset > lineStartOffset2)
        ) {
          return;
        }
      }
      const indexBeforeExits = self.events.length;
      let indexBeforeFlow = indexBeforeExits;
      let seen;
      let point4;
      while (indexBeforeFlow--) {
        if (self.events[indexBeforeFlow][0] === "exit" && self.events[indexBeforeFlow][1].type === "chunkFlow") {
          if (seen) {
            point4 = self.events[indexBeforeFlow][1].end;
            break;
          }
          seen = true;
        }
      }
      exitContainers(continued);
      index2 = indexBeforeExits;
      while (index2 < self.events.length) {
        self.events[index2][1].end = {
          ...point4
        };
        index2++;
      }
      const editMap = new EditMap();
      editMap.add(indexBeforeFlow + 1, 0, self.events.slice(indexBeforeExits));
      editMap.add(indexBeforeExits, index2 - indexBeforeExits, []);
      editMap.consume(self.events);
    }
  }
  function exitContainers(size) {
    let index2 = stack.length;
    while (index2-- > size) {
      const entry = stack[index2];
      self.containerState = entry[1];
      entry[0].exit.call(self, effects);
    }
    stack.length = size;
  }
  function closeFlow() {
    childFlow.write([null]);
    childToken = void 0;
    childFlow = void 0;
    self.containerState._closeFlow = void 0;
  }
}
function tokenizeContainer(effects, ok3, nok) {
  return factorySpace(effects, effects.attempt(this.parser.constructs.document, ok3, nok), "linePrefix", this.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4);
}
var document, containerConstruct;
var init_document = __esm({
  "node_modules/micromark/lib/initialize/document.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_edit_map();
    document = {
      tokenize: initializeDocument
    };
    containerConstruct = {
      tokenize: tokenizeContainer
    };
  }
});

// node_modules/micromark-util-classify-character/index.js
function classifyCharacter(code3) {
  if (code3 === null || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3)) {
    return 1;
  }
  if (unicodePunctuation(code3)) {
    return 2;
  }
}
var init_micromark_util_classify_character = __esm({
  "node_modules/micromark-util-classify-character/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-util-resolve-all/index.js
function resolveAll(constructs2, events, context2) {
  const called = [];
  let index2 = -1;
  while (++index2 < constructs2.length) {
    const resolve13 = constructs2[index2].resolveAll;
    if (resolve13 && !called.includes(resolve13)) {
      events = resolve13(events, context2);
      called.push(resolve13);
    }
  }
  return events;
}
var init_micromark_util_resolve_all = __esm({
  "node_modules/micromark-util-resolve-all/index.js"() {
  }
});

// node_modules/micromark-core-commonmark/lib/attention.js
function resolveAllAttention(events, context2) {
  let index2 = -1;
  let nextEvents;
  while (++index2 < events.length) {
    if (events[index2][0] === "enter" && events[index2][1].type === "attentionSequence" && events[index2][1]._close) {
      let open = index2;
      while (open--) {
        if (events[open][0] === "exit" && events[open][1].type === "attentionSequence" && events[open][1]._open && // If the markers are the same:
        context2.sliceSerialize(events[open][1]).charCodeAt(0) === context2.sliceSerialize(events[index2][1]).charCodeAt(0)) {
          if ((events[open][1]._close || events[index2][1]._open) && (events[index2][1].end.offset - events[index2][1].start.offset) % 3 && !((events[open][1].end.offset - events[open][1].start.offset + events[index2][1].end.offset - events[index2][1].start.offset) % 3)) {
            continue;
          }
          const use = events[open][1].end.offset - events[open][1].start.offset > 1 && events[index2][1].end.offset - events[index2][1].start.offset > 1 ? 2 : 1;
          const start = {
            ...events[open][1].end
          };
          const end = {
            ...events[index2][1].start
          };
          movePoint(start, -use);
          movePoint(end, use);
          const openingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start,
            end: {
              ...events[open][1].end
            }
          };
          const closingSequence = {
            type: use > 1 ? "strongSequence" : "emphasisSequence",
            start: {
              ...events[index2][1].start
            },
            end
          };
          const text5 = {
            type: use > 1 ? "strongText" : "emphasisText",
            start: {
              ...events[open][1].end
            },
            end: {
              ...events[index2][1].start
            }
          };
          const group = {
            type: use > 1 ? "strong" : "emphasis",
            start: {
              ...openingSequence.start
            },
            end: {
              ...closingSequence.end
            }
          };
          events[open][1].end = {
            ...openingSequence.start
          };
          events[index2][1].start = {
            ...closingSequence.end
          };
          nextEvents = [];
          if (events[open][1].end.offset - events[open][1].start.offset) {
            nextEvents = push(nextEvents, [["enter", events[open][1], context2], ["exit", events[open][1], context2]]);
          }
          nextEvents = push(nextEvents, [["enter", group, context2], ["enter", openingSequence, context2], ["exit", openingSequence, context2], ["enter", text5, context2]]);
          nextEvents = push(nextEvents, resolveAll(context2.parser.constructs.insideSpan.null, events.slice(open + 1, index2), context2));
          nextEvents = push(nextEvents, [["exit", text5, context2], ["enter", closingSequence, context2], ["exit", closingSequence, context2], ["exit", group, context2]]);
          let offset = 0;
          if (events[index2][1].end.offset - events[index2][1].start.offset) {
            offset = 2;
            nextEvents = push(nextEvents, [["enter", events[index2][1], context2], ["exit", events[index2][1], context2]]);
          }
          splice(events, open - 1, index2 - open + 3, nextEvents);
          index2 = open + nextEvents.length - offset - 2;
          break;
        }
      }
    }
  }
  index2 = -1;
  while (++index2 < events.length) {
    if (events[index2][1].type === "attentionSequence") {
      events[index2][1].type = "data";
    }
  }
  return events;
}
function tokenizeAttention(effects, ok3) {
  const attentionMarkers2 = this.parser.constructs.attentionMarkers.null;
  const previous3 = this.previous;
  const before = classifyCharacter(previous3);
  let marker;
  return start;
  function start(code3) {
    marker = code3;
    effects.enter("attentionSequence");
    return inside(code3);
  }
  function inside(code3) {
    if (code3 === marker) {
      effects.consume(code3);
      return inside;
    }
    const token2 = effects.exit("attentionSequence");
    const after = classifyCharacter(code3);
    const open = !after || after === 2 && before || attentionMarkers2.includes(code3) && code3 !== 42 && code3 !== 95;
    const close = !before || before === 2 && after || attentionMarkers2.includes(previous3) && previous3 !== 42 && previous3 !== 95;
    token2._open = Boolean(marker === 42 ? open : open && (before || !close));
    token2._close = Boolean(marker === 42 ? close : close && (after || !open));
    return ok3(code3);
  }
}
function movePoint(point4, offset) {
  point4.column += offset;
  point4.offset += offset;
  point4._bufferIndex += offset;
}
var attention;
var init_attention = __esm({
  "node_modules/micromark-core-commonmark/lib/attention.js"() {
    init_micromark_util_chunked();
    init_micromark_util_classify_character();
    init_micromark_util_resolve_all();
    attention = {
      name: "attention",
      resolveAll: resolveAllAttention,
      tokenize: tokenizeAttention
    };
  }
});

// node_modules/micromark-core-commonmark/lib/autolink.js
function tokenizeAutolink(effects, ok3, nok) {
  let size = 0;
  return start;
  function start(code3) {
    effects.enter("autolink");
    effects.enter("autolinkMarker");
    effects.consume(code3);
    effects.exit("autolinkMarker");
    effects.enter("autolinkProtocol");
    return open;
  }
  function open(code3) {
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      return schemeOrEmailAtext;
    }
    if (code3 === 64) {
      return nok(code3);
    }
    return emailAtext(code3);
  }
  function schemeOrEmailAtext(code3) {
    if (code3 === 43 || code3 === 45 || code3 === 46 || asciiAlphanumeric(code3)) {
      size = 1;
      return schemeInsideOrEmailAtext(code3);
    }
    return emailAtext(code3);
  }
  function schemeInsideOrEmailAtext(code3) {
    if (code3 === 58) {
      effects.consume(code3);
      size = 0;
      return urlInside;
    }
    if ((code3 === 43 || code3 === 45 || code3 === 46 || asciiAlphanumeric(code3)) && size++ < 32) {
      effects.consume(code3);
      return schemeInsideOrEmailAtext;
    }
    size = 0;
    return emailAtext(code3);
  }
  function urlInside(code3) {
    if (code3 === 62) {
      effects.exit("autolinkProtocol");
      effects.enter("autolinkMarker");
      effects.consume(code3);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok3;
    }
    if (code3 === null || code3 === 32 || code3 === 60 || asciiControl(code3)) {
      return nok(code3);
    }
    effects.consume(code3);
    return urlInside;
  }
  function emailAtext(code3) {
    if (code3 === 64) {
      effects.consume(code3);
      return emailAtSignOrDot;
    }
    if (asciiAtext(code3)) {
      effects.consume(code3);
      return emailAtext;
    }
    return nok(code3);
  }
  function emailAtSignOrDot(code3) {
    return asciiAlphanumeric(code3) ? emailLabel(code3) : nok(code3);
  }
  function emailLabel(code3) {
    if (code3 === 46) {
      effects.consume(code3);
      size = 0;
      return emailAtSignOrDot;
    }
    if (code3 === 62) {
      effects.exit("autolinkProtocol").type = "autolinkEmail";
      effects.enter("autolinkMarker");
      effects.consume(code3);
      effects.exit("autolinkMarker");
      effects.exit("autolink");
      return ok3;
    }
    return emailValue(code3);
  }
  function emailValue(code3) {
    if ((code3 === 45 || asciiAlphanumeric(code3)) && size++ < 63) {
      const next = code3 === 45 ? emailValue : emailLabel;
      effects.consume(code3);
      return next;
    }
    return nok(code3);
  }
}
var autolink;
var init_autolink = __esm({
  "node_modules/micromark-core-commonmark/lib/autolink.js"() {
    init_micromark_util_character();
    autolink = {
      name: "autolink",
      tokenize: tokenizeAutolink
    };
  }
});

// node_modules/micromark-core-commonmark/lib/blank-line.js
function tokenizeBlankLine(effects, ok3, nok) {
  return start;
  function start(code3) {
    return markdownSpace(code3) ? factorySpace(effects, after, "linePrefix")(code3) : after(code3);
  }
  function after(code3) {
    return code3 === null || markdownLineEnding(code3) ? ok3(code3) : nok(code3);
  }
}
var blankLine2;
var init_blank_line = __esm({
  "node_modules/micromark-core-commonmark/lib/blank-line.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    blankLine2 = {
      partial: true,
      tokenize: tokenizeBlankLine
    };
  }
});

// node_modules/micromark-core-commonmark/lib/block-quote.js
function tokenizeBlockQuoteStart(effects, ok3, nok) {
  const self = this;
  return start;
  function start(code3) {
    if (code3 === 62) {
      const state = self.containerState;
      if (!state.open) {
        effects.enter("blockQuote", {
          _container: true
        });
        state.open = true;
      }
      effects.enter("blockQuotePrefix");
      effects.enter("blockQuoteMarker");
      effects.consume(code3);
      effects.exit("blockQuoteMarker");
      return after;
    }
    return nok(code3);
  }
  function after(code3) {
    if (markdownSpace(code3)) {
      effects.enter("blockQuotePrefixWhitespace");
      effects.consume(code3);
      effects.exit("blockQuotePrefixWhitespace");
      effects.exit("blockQuotePrefix");
      return ok3;
    }
    effects.exit("blockQuotePrefix");
    return ok3(code3);
  }
}
function tokenizeBlockQuoteContinuation(effects, ok3, nok) {
  const self = this;
  return contStart;
  function contStart(code3) {
    if (markdownSpace(code3)) {
      return factorySpace(effects, contBefore, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code3);
    }
    return contBefore(code3);
  }
  function contBefore(code3) {
    return effects.attempt(blockQuote, ok3, nok)(code3);
  }
}
function exit(effects) {
  effects.exit("blockQuote");
}
var blockQuote;
var init_block_quote = __esm({
  "node_modules/micromark-core-commonmark/lib/block-quote.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    blockQuote = {
      continuation: {
        tokenize: tokenizeBlockQuoteContinuation
      },
      exit,
      name: "blockQuote",
      tokenize: tokenizeBlockQuoteStart
    };
  }
});

// node_modules/micromark-core-commonmark/lib/character-escape.js
function tokenizeCharacterEscape(effects, ok3, nok) {
  return start;
  function start(code3) {
    effects.enter("characterEscape");
    effects.enter("escapeMarker");
    effects.consume(code3);
    effects.exit("escapeMarker");
    return inside;
  }
  function inside(code3) {
    if (asciiPunctuation(code3)) {
      effects.enter("characterEscapeValue");
      effects.consume(code3);
      effects.exit("characterEscapeValue");
      effects.exit("characterEscape");
      return ok3;
    }
    return nok(code3);
  }
}
var characterEscape;
var init_character_escape = __esm({
  "node_modules/micromark-core-commonmark/lib/character-escape.js"() {
    init_micromark_util_character();
    characterEscape = {
      name: "characterEscape",
      tokenize: tokenizeCharacterEscape
    };
  }
});

// node_modules/micromark-core-commonmark/lib/character-reference.js
function tokenizeCharacterReference(effects, ok3, nok) {
  const self = this;
  let size = 0;
  let max;
  let test;
  return start;
  function start(code3) {
    effects.enter("characterReference");
    effects.enter("characterReferenceMarker");
    effects.consume(code3);
    effects.exit("characterReferenceMarker");
    return open;
  }
  function open(code3) {
    if (code3 === 35) {
      effects.enter("characterReferenceMarkerNumeric");
      effects.consume(code3);
      effects.exit("characterReferenceMarkerNumeric");
      return numeric;
    }
    effects.enter("characterReferenceValue");
    max = 31;
    test = asciiAlphanumeric;
    return value(code3);
  }
  function numeric(code3) {
    if (code3 === 88 || code3 === 120) {
      effects.enter("characterReferenceMarkerHexadecimal");
      effects.consume(code3);
      effects.exit("characterReferenceMarkerHexadecimal");
      effects.enter("characterReferenceValue");
      max = 6;
      test = asciiHexDigit;
      return value;
    }
    effects.enter("characterReferenceValue");
    max = 7;
    test = asciiDigit;
    return value(code3);
  }
  function value(code3) {
    if (code3 === 59 && size) {
      const token2 = effects.exit("characterReferenceValue");
      if (test === asciiAlphanumeric && !decodeNamedCharacterReference(self.sliceSerialize(token2))) {
        return nok(code3);
      }
      effects.enter("characterReferenceMarker");
      effects.consume(code3);
      effects.exit("characterReferenceMarker");
      effects.exit("characterReference");
      return ok3;
    }
    if (test(code3) && size++ < max) {
      effects.consume(code3);
      return value;
    }
    return nok(code3);
  }
}
var characterReference;
var init_character_reference = __esm({
  "node_modules/micromark-core-commonmark/lib/character-reference.js"() {
    init_decode_named_character_reference();
    init_micromark_util_character();
    characterReference = {
      name: "characterReference",
      tokenize: tokenizeCharacterReference
    };
  }
});

// node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js
function tokenizeNonLazyContinuation(effects, ok3, nok) {
  const self = this;
  return start;
  function start(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return after;
  }
  function after(code3) {
    return self.parser.lazy[self.now().line] ? nok(code3) : ok3(code3);
  }
}
var nonLazyContinuation;
var init_partial_non_lazy_continuation = __esm({
  "node_modules/micromark-core-commonmark/lib/partial-non-lazy-continuation.js"() {
    nonLazyContinuation = {
      partial: true,
      tokenize: tokenizeNonLazyContinuation
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-fenced.js
function tokenizeCodeFenced(effects, ok3, nok) {
  const self = this;
  const closeStart = {
    partial: true,
    tokenize: tokenizeCloseStart
  };
  let initialPrefix = 0;
  let sizeOpen = 0;
  let marker;
  return start;
  function start(code3) {
    return beforeSequenceOpen(code3);
  }
  function beforeSequenceOpen(code3) {
    const tail = self.events[self.events.length - 1];
    initialPrefix = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
    marker = code3;
    effects.enter("codeFenced");
    effects.enter("codeFencedFence");
    effects.enter("codeFencedFenceSequence");
    return sequenceOpen(code3);
  }
  function sequenceOpen(code3) {
    if (code3 === marker) {
      sizeOpen++;
      effects.consume(code3);
      return sequenceOpen;
    }
    if (sizeOpen < 3) {
      return nok(code3);
    }
    effects.exit("codeFencedFenceSequence");
    return markdownSpace(code3) ? factorySpace(effects, infoBefore, "whitespace")(code3) : infoBefore(code3);
  }
  function infoBefore(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("codeFencedFence");
      return self.interrupt ? ok3(code3) : effects.check(nonLazyContinuation, atNonLazyBreak, after)(code3);
    }
    effects.enter("codeFencedFenceInfo");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return info(code3);
  }
  function info(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return infoBefore(code3);
    }
    if (markdownSpace(code3)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceInfo");
      return factorySpace(effects, metaBefore, "whitespace")(code3);
    }
    if (code3 === 96 && code3 === marker) {
      return nok(code3);
    }
    effects.consume(code3);
    return info;
  }
  function metaBefore(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      return infoBefore(code3);
    }
    effects.enter("codeFencedFenceMeta");
    effects.enter("chunkString", {
      contentType: "string"
    });
    return meta(code3);
  }
  function meta(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("chunkString");
      effects.exit("codeFencedFenceMeta");
      return infoBefore(code3);
    }
    if (code3 === 96 && code3 === marker) {
      return nok(code3);
    }
    effects.consume(code3);
    return meta;
  }
  function atNonLazyBreak(code3) {
    return effects.attempt(closeStart, after, contentBefore)(code3);
  }
  function contentBefore(code3) {
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return contentStart;
  }
  function contentStart(code3) {
    return initialPrefix > 0 && markdownSpace(code3) ? factorySpace(effects, beforeContentChunk, "linePrefix", initialPrefix + 1)(code3) : beforeContentChunk(code3);
  }
  function beforeContentChunk(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      return effects.check(nonLazyContinuation, atNonLazyBreak, after)(code3);
    }
    effects.enter("codeFlowValue");
    return contentChunk(code3);
  }
  function contentChunk(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("codeFlowValue");
      return beforeContentChunk(code3);
    }
    effects.consume(code3);
    return contentChunk;
  }
  function after(code3) {
    effects.exit("codeFenced");
    return ok3(code3);
  }
  function tokenizeCloseStart(effects2, ok4, nok2) {
    let size = 0;
    return startBefore;
    function startBefore(code3) {
      effects2.enter("lineEnding");
      effects2.consume(code3);
      effects2.exit("lineEnding");
      return start2;
    }
    function start2(code3) {
      effects2.enter("codeFencedFence");
      return markdownSpace(code3) ? factorySpace(effects2, beforeSequenceClose, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code3) : beforeSequenceClose(code3);
    }
    function beforeSequenceClose(code3) {
      if (code3 === marker) {
        effects2.enter("codeFencedFenceSequence");
        return sequenceClose(code3);
      }
      return nok2(code3);
    }
    function sequenceClose(code3) {
      if (code3 === marker) {
        size++;
        effects2.consume(code3);
        return sequenceClose;
      }
      if (size >= sizeOpen) {
        effects2.exit("codeFencedFenceSequence");
        return markdownSpace(code3) ? factorySpace(effects2, sequenceCloseAfter, "whitespace")(code3) : sequenceCloseAfter(code3);
      }
      return nok2(code3);
    }
    function sequenceCloseAfter(code3) {
      if (code3 === null || markdownLineEnding(code3)) {
        effects2.exit("codeFencedFence");
        return ok4(code3);
      }
      return nok2(code3);
    }
  }
}
var codeFenced;
var init_code_fenced = __esm({
  "node_modules/micromark-core-commonmark/lib/code-fenced.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_partial_non_lazy_continuation();
    codeFenced = {
      concrete: true,
      name: "codeFenced",
      tokenize: tokenizeCodeFenced
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-indented.js
function tokenizeCodeIndented(effects, ok3, nok) {
  return start;
  function start(code3) {
    effects.enter("codeIndented");
    return factorySpaceMinMax(effects, atBreak, nok, "linePrefix", 4, 4)(code3);
  }
  function atBreak(code3) {
    if (code3 === null) {
      return after(code3);
    }
    if (markdownLineEnding(code3)) {
      return effects.attempt(furtherStart, atBreak, after)(code3);
    }
    effects.enter("codeFlowValue");
    return inside(code3);
  }
  function inside(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("codeFlowValue");
      return atBreak(code3);
    }
    effects.consume(code3);
    return inside;
  }
  function after(code3) {
    effects.exit("codeIndented");
    return ok3(code3);
  }
}
function tokenizeFurtherStart(effects, ok3, nok) {
  const self = this;
  return furtherStart2;
  function furtherStart2(code3) {
    if (self.parser.lazy[self.now().line]) {
      return nok(code3);
    }
    if (markdownLineEnding(code3)) {
      effects.enter("lineEnding");
      effects.consume(code3);
      effects.exit("lineEnding");
      return furtherStart2;
    }
    return factorySpaceMinMax(effects, ok3, onNotEnoughPrefix, "linePrefix", 4, 4)(code3);
  }
  function onNotEnoughPrefix(code3) {
    return markdownLineEnding(code3) ? furtherStart2(code3) : nok(code3);
  }
}
var codeIndented, furtherStart;
var init_code_indented = __esm({
  "node_modules/micromark-core-commonmark/lib/code-indented.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    codeIndented = {
      name: "codeIndented",
      tokenize: tokenizeCodeIndented
    };
    furtherStart = {
      partial: true,
      tokenize: tokenizeFurtherStart
    };
  }
});

// node_modules/micromark-core-commonmark/lib/code-text.js
function resolveCodeText(events) {
  let tailExitIndex = events.length - 4;
  let headEnterIndex = 3;
  let index2;
  let enter;
  if ((events[headEnterIndex][1].type === "lineEnding" || events[headEnterIndex][1].type === "space") && (events[tailExitIndex][1].type === "lineEnding" || events[tailExitIndex][1].type === "space")) {
    index2 = headEnterIndex;
    while (++index2 < tailExitIndex) {
      if (events[index2][1].type === "codeTextData") {
        events[headEnterIndex][1].type = "codeTextPadding";
        events[tailExitIndex][1].type = "codeTextPadding";
        headEnterIndex += 2;
        tailExitIndex -= 2;
        break;
      }
    }
  }
  index2 = headEnterIndex - 1;
  tailExitIndex++;
  while (++index2 <= tailExitIndex) {
    if (enter === void 0) {
      if (index2 !== tailExitIndex && events[index2][1].type !== "lineEnding") {
        enter = index2;
      }
    } else if (index2 === tailExitIndex || events[index2][1].type === "lineEnding") {
      events[enter][1].type = "codeTextData";
      if (index2 !== enter + 2) {
        events[enter][1].end = events[index2 - 1][1].end;
        events.splice(enter + 2, index2 - enter - 2);
        tailExitIndex -= index2 - enter - 2;
        index2 = enter + 2;
      }
      enter = void 0;
    }
  }
  return events;
}
function previous(code3) {
  return code3 !== 96 || this.events[this.events.length - 1][1].type === "characterEscape";
}
function tokenizeCodeText(effects, ok3, nok) {
  const self = this;
  let sizeOpen = 0;
  let size;
  let token2;
  return start;
  function start(code3) {
    effects.enter("codeText");
    effects.enter("codeTextSequence");
    return sequenceOpen(code3);
  }
  function sequenceOpen(code3) {
    if (code3 === 96) {
      effects.consume(code3);
      sizeOpen++;
      return sequenceOpen;
    }
    effects.exit("codeTextSequence");
    return between(code3);
  }
  function between(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    if (code3 === 32) {
      effects.enter("space");
      effects.consume(code3);
      effects.exit("space");
      return between;
    }
    if (code3 === 96) {
      token2 = effects.enter("codeTextSequence");
      size = 0;
      return sequenceClose(code3);
    }
    if (markdownLineEnding(code3)) {
      effects.enter("lineEnding");
      effects.consume(code3);
      effects.exit("lineEnding");
      return between;
    }
    effects.enter("codeTextData");
    return data2(code3);
  }
  function data2(code3) {
    if (code3 === null || code3 === 32 || code3 === 96 || markdownLineEnding(code3)) {
      effects.exit("codeTextData");
      return between(code3);
    }
    effects.consume(code3);
    return data2;
  }
  function sequenceClose(code3) {
    if (code3 === 96) {
      effects.consume(code3);
      size++;
      return sequenceClose;
    }
    if (size === sizeOpen) {
      effects.exit("codeTextSequence");
      effects.exit("codeText");
      return ok3(code3);
    }
    token2.type = "codeTextData";
    return data2(code3);
  }
}
var codeText;
var init_code_text = __esm({
  "node_modules/micromark-core-commonmark/lib/code-text.js"() {
    init_micromark_util_character();
    codeText = {
      name: "codeText",
      previous,
      resolve: resolveCodeText,
      tokenize: tokenizeCodeText
    };
  }
});

// node_modules/micromark-util-subtokenize/lib/splice-buffer.js
function chunkedPush(list3, right) {
  let chunkStart = 0;
  if (right.length < 1e4) {
    list3.push(...right);
  } else {
    while (chunkStart < right.length) {
      list3.push(...right.slice(chunkStart, chunkStart + 1e4));
      chunkStart += 1e4;
    }
  }
}
var SpliceBuffer;
var init_splice_buffer = __esm({
  "node_modules/micromark-util-subtokenize/lib/splice-buffer.js"() {
    SpliceBuffer = class {
      /**
       * @param {ReadonlyArray<T> | null | undefined} [initial]
       *   Initial items (optional).
       * @returns
       *   Splice buffer.
       */
      constructor(initial) {
        this.left = initial ? [...initial] : [];
        this.right = [];
      }
      /**
       * Array access;
       * does not move the cursor.
       *
       * @param {number} index
       *   Index.
       * @return {T}
       *   Item.
       */
      get(index2) {
        if (index2 < 0 || index2 >= this.left.length + this.right.length) {
          throw new RangeError("Cannot access index `" + index2 + "` in a splice buffer of size `" + (this.left.length + this.right.length) + "`");
        }
        if (index2 < this.left.length) return this.left[index2];
        return this.right[this.right.length - index2 + this.left.length - 1];
      }
      /**
       * The length of the splice buffer, one greater than the largest index in the
       * array.
       */
      get length() {
        return this.left.length + this.right.length;
      }
      /**
       * Remove and return `list[0]`;
       * moves the cursor to `0`.
       *
       * @returns {T | undefined}
       *   Item, optional.
       */
      shift() {
        this.setCursor(0);
        return this.right.pop();
      }
      /**
       * Slice the buffer to get an array;
       * does not move the cursor.
       *
       * @param {number} start
       *   Start.
       * @param {number | null | undefined} [end]
       *   End (optional).
       * @returns {Array<T>}
       *   Array of items.
       */
      slice(start, end) {
        const stop = end === null || end === void 0 ? Number.POSITIVE_INFINITY : end;
        if (stop < this.left.length) {
          return this.left.slice(start, stop);
        }
        if (start > this.left.length) {
          return this.right.slice(this.right.length - stop + this.left.length, this.right.length - start + this.left.length).reverse();
        }
        return this.left.slice(start).concat(this.right.slice(this.right.length - stop + this.left.length).reverse());
      }
      /**
       * Mimics the behavior of Array.prototype.splice() except for the change of
       * interface necessary to avoid segfaults when patching in very large arrays.
       *
       * This operation moves cursor is moved to `start` and results in the cursor
       * placed after any inserted items.
       *
       * @param {number} start
       *   Start;
       *   zero-based index at which to start changing the array;
       *   negative numbers count backwards from the end of the array and values
       *   that are out-of bounds are clamped to the appropriate end of the array.
       * @param {number | null | undefined} [deleteCount=0]
       *   Delete count (default: `0`);
       *   maximum number of elements to delete, starting from start.
       * @param {Array<T> | null | undefined} [items=[]]
       *   Items to include in place of the deleted items (default: `[]`).
       * @return {Array<T>}
       *   Any removed items.
       */
      splice(start, deleteCount, items) {
        const count = deleteCount || 0;
        this.setCursor(Math.trunc(start));
        const removed = this.right.splice(this.right.length - count, Number.POSITIVE_INFINITY);
        if (items) chunkedPush(this.left, items);
        return removed.reverse();
      }
      /**
       * Remove and return the highest-numbered item in the array, so
       * `list[list.length - 1]`;
       * Moves the cursor to `length`.
       *
       * @returns {T | undefined}
       *   Item, optional.
       */
      pop() {
        this.setCursor(Number.POSITIVE_INFINITY);
        return this.left.pop();
      }
      /**
       * Inserts a single item to the high-numbered side of the array;
       * moves the cursor to `length`.
       *
       * @param {T} item
       *   Item.
       * @returns {undefined}
       *   Nothing.
       */
      push(item) {
        this.setCursor(Number.POSITIVE_INFINITY);
        this.left.push(item);
      }
      /**
       * Inserts many items to the high-numbered side of the array.
       * Moves the cursor to `length`.
       *
       * @param {Array<T>} items
       *   Items.
       * @returns {undefined}
       *   Nothing.
       */
      pushMany(items) {
        this.setCursor(Number.POSITIVE_INFINITY);
        chunkedPush(this.left, items);
      }
      /**
       * Inserts a single item to the low-numbered side of the array;
       * Moves the cursor to `0`.
       *
       * @param {T} item
       *   Item.
       * @returns {undefined}
       *   Nothing.
       */
      unshift(item) {
        this.setCursor(0);
        this.right.push(item);
      }
      /**
       * Inserts many items to the low-numbered side of the array;
       * moves the cursor to `0`.
       *
       * @param {Array<T>} items
       *   Items.
       * @returns {undefined}
       *   Nothing.
       */
      unshiftMany(items) {
        this.setCursor(0);
        chunkedPush(this.right, items.reverse());
      }
      /**
       * Move the cursor to a specific position in the array. Requires
       * time proportional to the distance moved.
       *
       * If `n < 0`, the cursor will end up at the beginning.
       * If `n > length`, the cursor will end up at the end.
       *
       * @param {number} n
       *   Position.
       * @return {undefined}
       *   Nothing.
       */
      setCursor(n) {
        if (n === this.left.length || n > this.left.length && this.right.length === 0 || n < 0 && this.left.length === 0) return;
        if (n < this.left.length) {
          const removed = this.left.splice(n, Number.POSITIVE_INFINITY);
          chunkedPush(this.right, removed.reverse());
        } else {
          const removed = this.right.splice(this.left.length + this.right.length - n, Number.POSITIVE_INFINITY);
          chunkedPush(this.left, removed.reverse());
        }
      }
    };
  }
});

// node_modules/micromark-util-subtokenize/index.js
function subtokenize(eventsArray) {
  const jumps = {};
  let index2 = -1;
  let event;
  let lineIndex;
  let otherIndex;
  let otherEvent;
  let parameters;
  let subevents;
  let more;
  const events = new SpliceBuffer(eventsArray);
  while (++index2 < events.length) {
    while (index2 in jumps) {
      index2 = jumps[index2];
    }
    event = events.get(index2);
    if (index2 && event[1].type === "chunkFlow" && events.get(index2 - 1)[1].type === "listItemPrefix") {
      subevents = event[1]._tokenizer.events;
      otherIndex = 0;
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "lineEndingBlank") {
        otherIndex += 2;
      }
      if (otherIndex < subevents.length && subevents[otherIndex][1].type === "content") {
        while (++otherIndex < subevents.length) {
          if (subevents[otherIndex][1].type === "content") {
            break;
          }
          if (subevents[otherIndex][1].type === "chunkText") {
            subevents[otherIndex][1]._isInFirstContentOfListItem = true;
            otherIndex++;
          }
        }
      }
    }
    if (event[0] === "enter") {
      if (event[1].contentType) {
        Object.assign(jumps, subcontent(events, index2));
        index2 = jumps[index2];
        more = true;
      }
    } else if (event[1]._container) {
      otherIndex = index2;
      lineIndex = void 0;
      while (otherIndex--) {
        otherEvent = events.get(otherIndex);
        if (otherEvent[1].type === "lineEnding" || otherEvent[1].type === "lineEndingBlank") {
          if (otherEvent[0] === "enter") {
            if (lineIndex) {
              events.get(lineIndex)[1].type = "lineEndingBlank";
            }
            otherEvent[1].type = "lineEnding";
            lineIndex = otherIndex;
          }
        } else if (otherEvent[1].type === "linePrefix" || otherEvent[1].type === "listItemIndent") {
        } else {
          break;
        }
      }
      if (lineIndex) {
        event[1].end = {
          ...events.get(lineIndex)[1].start
        };
        parameters = events.slice(lineIndex, index2);
        parameters.unshift(event);
        events.splice(lineIndex, index2 - lineIndex + 1, parameters);
      }
    }
  }
  splice(eventsArray, 0, Number.POSITIVE_INFINITY, events.slice(0));
  return !more;
}
function subcontent(events, eventIndex) {
  const token2 = events.get(eventIndex)[1];
  const context2 = events.get(eventIndex)[2];
  let startPosition = eventIndex - 1;
  const startPositions = [];
  let tokenizer = token2._tokenizer;
  if (!tokenizer) {
    tokenizer = context2.parser[token2.contentType](token2.start);
    if (token2._contentTypeTextTrailing) {
      tokenizer._contentTypeTextTrailing = true;
    }
  }
  const childEvents = tokenizer.events;
  const jumps = [];
  const gaps = {};
  let stream;
  let previous3;
  let index2 = -1;
  let current = token2;
  let adjust = 0;
  let start = 0;
  const breaks = [start];
  while (current) {
    while (events.get(++startPosition)[1] !== current) {
    }
    startPositions.push(startPosition);
    if (!current._tokenizer) {
      stream = context2.sliceStream(current);
      if (!current.next) {
        stream.push(null);
      }
      if (previous3) {
        tokenizer.defineSkip(current.start);
      }
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = true;
      }
      tokenizer.write(stream);
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = void 0;
      }
    }
    previous3 = current;
    current = current.next;
  }
  current = token2;
  while (++index2 < childEvents.length) {
    if (
      // Find a void token that includes a break.
      childEvents[index2][0] === "exit" && childEvents[index2 - 1][0] === "enter" && childEvents[index2][1].type === childEvents[index2 - 1][1].type && childEvents[index2][1].start.line !== childEvents[index2][1].end.line
    ) {
      start = index2 + 1;
      breaks.push(start);
      current._tokenizer = void 0;
      current.previous = void 0;
      current = current.next;
    }
  }
  tokenizer.events = [];
  if (current) {
    current._tokenizer = void 0;
    current.previous = void 0;
  } else {
    breaks.pop();
  }
  index2 = breaks.length;
  while (index2--) {
    const slice = childEvents.slice(breaks[index2], breaks[index2 + 1]);
    const start2 = startPositions.pop();
    jumps.push([start2, start2 + slice.length - 1]);
    events.splice(start2, 2, slice);
  }
  jumps.reverse();
  index2 = -1;
  while (++index2 < jumps.length) {
    gaps[adjust + jumps[index2][0]] = adjust + jumps[index2][1];
    adjust += jumps[index2][1] - jumps[index2][0] - 1;
  }
  return gaps;
}
var init_micromark_util_subtokenize = __esm({
  "node_modules/micromark-util-subtokenize/index.js"() {
    init_micromark_util_chunked();
    init_splice_buffer();
  }
});

// node_modules/micromark-core-commonmark/lib/content.js
function resolveContent(events) {
  subtokenize(events);
  return events;
}
function tokenizeContent(effects, ok3) {
  let previous3;
  return chunkStart;
  function chunkStart(code3) {
    effects.enter("content");
    previous3 = effects.enter("chunkContent", {
      contentType: "content"
    });
    return chunkInside(code3);
  }
  function chunkInside(code3) {
    if (code3 === null) {
      return contentEnd(code3);
    }
    if (markdownLineEnding(code3)) {
      return effects.check(continuationConstruct, contentContinue, contentEnd)(code3);
    }
    effects.consume(code3);
    return chunkInside;
  }
  function contentEnd(code3) {
    effects.exit("chunkContent");
    effects.exit("content");
    return ok3(code3);
  }
  function contentContinue(code3) {
    effects.consume(code3);
    effects.exit("chunkContent");
    previous3.next = effects.enter("chunkContent", {
      contentType: "content",
      previous: previous3
    });
    previous3 = previous3.next;
    return chunkInside;
  }
}
function tokenizeContinuation(effects, ok3, nok) {
  const self = this;
  return startLookahead;
  function startLookahead(code3) {
    effects.exit("chunkContent");
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return factorySpace(effects, prefixed, "linePrefix");
  }
  function prefixed(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      return nok(code3);
    }
    const tail = self.events[self.events.length - 1];
    if (!self.parser.constructs.disable.null.includes("codeIndented") && tail && tail[1].type === "linePrefix" && tail[2].sliceSerialize(tail[1], true).length >= 4) {
      return ok3(code3);
    }
    return effects.interrupt(self.parser.constructs.flow, nok, ok3)(code3);
  }
}
var content2, continuationConstruct;
var init_content2 = __esm({
  "node_modules/micromark-core-commonmark/lib/content.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_subtokenize();
    content2 = {
      resolve: resolveContent,
      tokenize: tokenizeContent
    };
    continuationConstruct = {
      partial: true,
      tokenize: tokenizeContinuation
    };
  }
});

// node_modules/micromark-factory-destination/index.js
function factoryDestination(effects, ok3, nok, type, literalType, literalMarkerType, rawType, stringType, max) {
  const limit = max || Number.POSITIVE_INFINITY;
  let balance = 0;
  return start;
  function start(code3) {
    if (code3 === 60) {
      effects.enter(type);
      effects.enter(literalType);
      effects.enter(literalMarkerType);
      effects.consume(code3);
      effects.exit(literalMarkerType);
      return enclosedBefore;
    }
    if (code3 === null || code3 === 32 || code3 === 41 || asciiControl(code3)) {
      return nok(code3);
    }
    effects.enter(type);
    effects.enter(rawType);
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return raw(code3);
  }
  function enclosedBefore(code3) {
    if (code3 === 62) {
      effects.enter(literalMarkerType);
      effects.consume(code3);
      effects.exit(literalMarkerType);
      effects.exit(literalType);
      effects.exit(type);
      return ok3;
    }
    effects.enter(stringType);
    effects.enter("chunkString", {
      contentType: "string"
    });
    return enclosed(code3);
  }
  function enclosed(code3) {
    if (code3 === 62) {
      effects.exit("chunkString");
      effects.exit(stringType);
      return enclosedBefore(code3);
    }
    if (code3 === null || code3 === 60 || markdownLineEnding(code3)) {
      return nok(code3);
    }
    effects.consume(code3);
    return code3 === 92 ? enclosedEscape : enclosed;
  }
  function enclosedEscape(code3) {
    if (code3 === 60 || code3 === 62 || code3 === 92) {
      effects.consume(code3);
      return enclosed;
    }
    return enclosed(code3);
  }
  function raw(code3) {
    if (!balance && (code3 === null || code3 === 41 || markdownLineEndingOrSpace(code3))) {
      effects.exit("chunkString");
      effects.exit(stringType);
      effects.exit(rawType);
      effects.exit(type);
      return ok3(code3);
    }
    if (balance < limit && code3 === 40) {
      effects.consume(code3);
      balance++;
      return raw;
    }
    if (code3 === 41) {
      effects.consume(code3);
      balance--;
      return raw;
    }
    if (code3 === null || code3 === 32 || code3 === 40 || asciiControl(code3)) {
      return nok(code3);
    }
    effects.consume(code3);
    return code3 === 92 ? rawEscape : raw;
  }
  function rawEscape(code3) {
    if (code3 === 40 || code3 === 41 || code3 === 92) {
      effects.consume(code3);
      return raw;
    }
    return raw(code3);
  }
}
var init_micromark_factory_destination = __esm({
  "node_modules/micromark-factory-destination/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-label/index.js
function factoryLabel(effects, ok3, nok, type, markerType, stringType) {
  const self = this;
  let size = 0;
  let seen;
  return start;
  function start(code3) {
    effects.enter(type);
    effects.enter(markerType);
    effects.consume(code3);
    effects.exit(markerType);
    effects.enter(stringType);
    return atBreak;
  }
  function atBreak(code3) {
    if (size > 999 || code3 === null || code3 === 91 || code3 === 93 && !seen || // To do: remove in the future once we’ve switched from
    // `micromark-extension-footnote` to `micromark-extension-gfm-footnote`,
    // which doesn’t need this.
    // Hidden footnotes hook.
    /* c8 ignore next 3 */
    code3 === 94 && !size && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code3);
    }
    if (code3 === 93) {
      effects.exit(stringType);
      effects.enter(markerType);
      effects.consume(code3);
      effects.exit(markerType);
      effects.exit(type);
      return ok3;
    }
    if (markdownLineEnding(code3)) {
      effects.enter("lineEnding");
      effects.consume(code3);
      effects.exit("lineEnding");
      return atBreak;
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return labelInside(code3);
  }
  function labelInside(code3) {
    if (code3 === null || code3 === 91 || code3 === 93 || markdownLineEnding(code3) || size++ > 999) {
      effects.exit("chunkString");
      return atBreak(code3);
    }
    effects.consume(code3);
    if (!seen) seen = !markdownSpace(code3);
    return code3 === 92 ? labelEscape : labelInside;
  }
  function labelEscape(code3) {
    if (code3 === 91 || code3 === 92 || code3 === 93) {
      effects.consume(code3);
      size++;
      return labelInside;
    }
    return labelInside(code3);
  }
}
var init_micromark_factory_label = __esm({
  "node_modules/micromark-factory-label/index.js"() {
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-title/index.js
function factoryTitle(effects, ok3, nok, type, markerType, stringType) {
  let marker;
  return start;
  function start(code3) {
    if (code3 === 34 || code3 === 39 || code3 === 40) {
      effects.enter(type);
      effects.enter(markerType);
      effects.consume(code3);
      effects.exit(markerType);
      marker = code3 === 40 ? 41 : code3;
      return begin;
    }
    return nok(code3);
  }
  function begin(code3) {
    if (code3 === marker) {
      effects.enter(markerType);
      effects.consume(code3);
      effects.exit(markerType);
      effects.exit(type);
      return ok3;
    }
    effects.enter(stringType);
    return atBreak(code3);
  }
  function atBreak(code3) {
    if (code3 === marker) {
      effects.exit(stringType);
      return begin(marker);
    }
    if (code3 === null) {
      return nok(code3);
    }
    if (markdownLineEnding(code3)) {
      effects.enter("lineEnding");
      effects.consume(code3);
      effects.exit("lineEnding");
      return factorySpace(effects, atBreak, "linePrefix");
    }
    effects.enter("chunkString", {
      contentType: "string"
    });
    return inside(code3);
  }
  function inside(code3) {
    if (code3 === marker || code3 === null || markdownLineEnding(code3)) {
      effects.exit("chunkString");
      return atBreak(code3);
    }
    effects.consume(code3);
    return code3 === 92 ? escape : inside;
  }
  function escape(code3) {
    if (code3 === marker || code3 === 92) {
      effects.consume(code3);
      return inside;
    }
    return inside(code3);
  }
}
var init_micromark_factory_title = __esm({
  "node_modules/micromark-factory-title/index.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
  }
});

// node_modules/micromark-factory-whitespace/index.js
function factoryWhitespace(effects, ok3) {
  let seen;
  return start;
  function start(code3) {
    if (markdownLineEnding(code3)) {
      effects.enter("lineEnding");
      effects.consume(code3);
      effects.exit("lineEnding");
      seen = true;
      return start;
    }
    if (markdownSpace(code3)) {
      return factorySpace(effects, start, seen ? "linePrefix" : "lineSuffix")(code3);
    }
    return ok3(code3);
  }
}
var init_micromark_factory_whitespace = __esm({
  "node_modules/micromark-factory-whitespace/index.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
  }
});

// node_modules/micromark-core-commonmark/lib/definition.js
function tokenizeDefinition(effects, ok3, nok) {
  const self = this;
  let identifier;
  return start;
  function start(code3) {
    effects.enter("definition");
    return before(code3);
  }
  function before(code3) {
    return factoryLabel.call(
      self,
      effects,
      labelAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionLabel",
      "definitionLabelMarker",
      "definitionLabelString"
    )(code3);
  }
  function labelAfter(code3) {
    identifier = normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1));
    if (code3 === 58) {
      effects.enter("definitionMarker");
      effects.consume(code3);
      effects.exit("definitionMarker");
      return markerAfter;
    }
    return nok(code3);
  }
  function markerAfter(code3) {
    return markdownLineEndingOrSpace(code3) ? factoryWhitespace(effects, destinationBefore)(code3) : destinationBefore(code3);
  }
  function destinationBefore(code3) {
    return factoryDestination(
      effects,
      destinationAfter,
      // Note: we don’t need to reset the way `markdown-rs` does.
      nok,
      "definitionDestination",
      "definitionDestinationLiteral",
      "definitionDestinationLiteralMarker",
      "definitionDestinationRaw",
      "definitionDestinationString"
    )(code3);
  }
  function destinationAfter(code3) {
    return effects.attempt(titleBefore, after, after)(code3);
  }
  function after(code3) {
    return markdownSpace(code3) ? factorySpace(effects, afterWhitespace, "whitespace")(code3) : afterWhitespace(code3);
  }
  function afterWhitespace(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("definition");
      self.parser.defined.push(identifier);
      return ok3(code3);
    }
    return nok(code3);
  }
}
function tokenizeTitleBefore(effects, ok3, nok) {
  return titleBefore2;
  function titleBefore2(code3) {
    return markdownLineEndingOrSpace(code3) ? factoryWhitespace(effects, beforeMarker)(code3) : nok(code3);
  }
  function beforeMarker(code3) {
    return factoryTitle(effects, titleAfter, nok, "definitionTitle", "definitionTitleMarker", "definitionTitleString")(code3);
  }
  function titleAfter(code3) {
    return markdownSpace(code3) ? factorySpace(effects, titleAfterOptionalWhitespace, "whitespace")(code3) : titleAfterOptionalWhitespace(code3);
  }
  function titleAfterOptionalWhitespace(code3) {
    return code3 === null || markdownLineEnding(code3) ? ok3(code3) : nok(code3);
  }
}
var definition, titleBefore;
var init_definition = __esm({
  "node_modules/micromark-core-commonmark/lib/definition.js"() {
    init_micromark_factory_destination();
    init_micromark_factory_label();
    init_micromark_factory_space();
    init_micromark_factory_title();
    init_micromark_factory_whitespace();
    init_micromark_util_character();
    init_micromark_util_normalize_identifier();
    definition = {
      name: "definition",
      tokenize: tokenizeDefinition
    };
    titleBefore = {
      partial: true,
      tokenize: tokenizeTitleBefore
    };
  }
});

// node_modules/micromark-core-commonmark/lib/hard-break-escape.js
function tokenizeHardBreakEscape(effects, ok3, nok) {
  return start;
  function start(code3) {
    effects.enter("hardBreakEscape");
    effects.consume(code3);
    return after;
  }
  function after(code3) {
    if (markdownLineEnding(code3)) {
      effects.exit("hardBreakEscape");
      return ok3(code3);
    }
    return nok(code3);
  }
}
var hardBreakEscape;
var init_hard_break_escape = __esm({
  "node_modules/micromark-core-commonmark/lib/hard-break-escape.js"() {
    init_micromark_util_character();
    hardBreakEscape = {
      name: "hardBreakEscape",
      tokenize: tokenizeHardBreakEscape
    };
  }
});

// node_modules/micromark-core-commonmark/lib/heading-atx.js
function resolveHeadingAtx(events, context2) {
  let contentEnd = events.length - 2;
  let contentStart = 3;
  if (events[contentStart][1].type === "whitespace") {
    contentStart += 2;
  }
  if (contentEnd - 2 > contentStart && events[contentEnd][1].type === "whitespace") {
    contentEnd -= 2;
  }
  if (events[contentEnd][1].type === "atxHeadingSequence" && (contentStart === contentEnd - 1 || contentEnd - 4 > contentStart && events[contentEnd - 2][1].type === "whitespace")) {
    contentEnd -= contentStart + 1 === contentEnd ? 2 : 4;
  }
  if (contentEnd > contentStart) {
    const content3 = {
      type: "atxHeadingText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end
    };
    const text5 = {
      type: "chunkText",
      start: events[contentStart][1].start,
      end: events[contentEnd][1].end,
      contentType: "text"
    };
    splice(events, contentStart, contentEnd - contentStart + 1, [["enter", content3, context2], ["enter", text5, context2], ["exit", text5, context2], ["exit", content3, context2]]);
  }
  return events;
}
function tokenizeHeadingAtx(effects, ok3, nok) {
  let size = 0;
  return start;
  function start(code3) {
    effects.enter("atxHeading");
    return before(code3);
  }
  function before(code3) {
    effects.enter("atxHeadingSequence");
    return sequenceOpen(code3);
  }
  function sequenceOpen(code3) {
    if (code3 === 35 && size++ < 6) {
      effects.consume(code3);
      return sequenceOpen;
    }
    if (code3 === null || markdownLineEndingOrSpace(code3)) {
      effects.exit("atxHeadingSequence");
      return atBreak(code3);
    }
    return nok(code3);
  }
  function atBreak(code3) {
    if (code3 === 35) {
      effects.enter("atxHeadingSequence");
      return sequenceFurther(code3);
    }
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("atxHeading");
      return ok3(code3);
    }
    if (markdownSpace(code3)) {
      return factorySpace(effects, atBreak, "whitespace")(code3);
    }
    effects.enter("atxHeadingText");
    return data2(code3);
  }
  function sequenceFurther(code3) {
    if (code3 === 35) {
      effects.consume(code3);
      return sequenceFurther;
    }
    effects.exit("atxHeadingSequence");
    return atBreak(code3);
  }
  function data2(code3) {
    if (code3 === null || code3 === 35 || markdownLineEndingOrSpace(code3)) {
      effects.exit("atxHeadingText");
      return atBreak(code3);
    }
    effects.consume(code3);
    return data2;
  }
}
var headingAtx;
var init_heading_atx = __esm({
  "node_modules/micromark-core-commonmark/lib/heading-atx.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_chunked();
    headingAtx = {
      name: "headingAtx",
      resolve: resolveHeadingAtx,
      tokenize: tokenizeHeadingAtx
    };
  }
});

// node_modules/micromark-util-html-tag-name/index.js
var htmlBlockNames, htmlRawNames;
var init_micromark_util_html_tag_name = __esm({
  "node_modules/micromark-util-html-tag-name/index.js"() {
    htmlBlockNames = [
      "address",
      "article",
      "aside",
      "base",
      "basefont",
      "blockquote",
      "body",
      "caption",
      "center",
      "col",
      "colgroup",
      "dd",
      "details",
      "dialog",
      "dir",
      "div",
      "dl",
      "dt",
      "fieldset",
      "figcaption",
      "figure",
      "footer",
      "form",
      "frame",
      "frameset",
      "h1",
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "head",
      "header",
      "hr",
      "html",
      "iframe",
      "legend",
      "li",
      "link",
      "main",
      "menu",
      "menuitem",
      "nav",
      "noframes",
      "ol",
      "optgroup",
      "option",
      "p",
      "param",
      "search",
      "section",
      "summary",
      "table",
      "tbody",
      "td",
      "tfoot",
      "th",
      "thead",
      "title",
      "tr",
      "track",
      "ul"
    ];
    htmlRawNames = ["pre", "script", "style", "textarea"];
  }
});

// node_modules/micromark-core-commonmark/lib/html-flow.js
function resolveToHtmlFlow(events) {
  let index2 = events.length;
  while (index2--) {
    if (events[index2][0] === "enter" && events[index2][1].type === "htmlFlow") {
      break;
    }
  }
  if (index2 > 1 && events[index2 - 2][1].type === "linePrefix") {
    events[index2][1].start = events[index2 - 2][1].start;
    events[index2 + 1][1].start = events[index2 - 2][1].start;
    events.splice(index2 - 2, 2);
  }
  return events;
}
function tokenizeHtmlFlow(effects, ok3, nok) {
  const self = this;
  let marker;
  let closingTag;
  let buffer;
  let index2;
  let markerB;
  return start;
  function start(code3) {
    return before(code3);
  }
  function before(code3) {
    effects.enter("htmlFlow");
    effects.enter("htmlFlowData");
    effects.consume(code3);
    return open;
  }
  function open(code3) {
    if (code3 === 33) {
      effects.consume(code3);
      return declarationOpen;
    }
    if (code3 === 47) {
      effects.consume(code3);
      closingTag = true;
      return tagCloseStart;
    }
    if (code3 === 63) {
      effects.consume(code3);
      marker = 3;
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      buffer = String.fromCharCode(code3);
      return tagName;
    }
    return nok(code3);
  }
  function declarationOpen(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      marker = 2;
      return commentOpenInside;
    }
    if (code3 === 91) {
      effects.consume(code3);
      marker = 5;
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      marker = 4;
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    return nok(code3);
  }
  function commentOpenInside(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return self.interrupt ? ok3 : continuationDeclarationInside;
    }
    return nok(code3);
  }
  function cdataOpenInside(code3) {
    const value = "CDATA[";
    if (code3 === value.charCodeAt(index2++)) {
      effects.consume(code3);
      if (index2 === value.length) {
        return self.interrupt ? ok3 : continuation;
      }
      return cdataOpenInside;
    }
    return nok(code3);
  }
  function tagCloseStart(code3) {
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      buffer = String.fromCharCode(code3);
      return tagName;
    }
    return nok(code3);
  }
  function tagName(code3) {
    if (code3 === null || code3 === 47 || code3 === 62 || markdownLineEndingOrSpace(code3)) {
      const slash = code3 === 47;
      const name = buffer.toLowerCase();
      if (!slash && !closingTag && htmlRawNames.includes(name)) {
        marker = 1;
        return self.interrupt ? ok3(code3) : continuation(code3);
      }
      if (htmlBlockNames.includes(buffer.toLowerCase())) {
        marker = 6;
        if (slash) {
          effects.consume(code3);
          return basicSelfClosing;
        }
        return self.interrupt ? ok3(code3) : continuation(code3);
      }
      marker = 7;
      return self.interrupt && !self.parser.lazy[self.now().line] ? nok(code3) : closingTag ? completeClosingTagAfter(code3) : completeAttributeNameBefore(code3);
    }
    if (code3 === 45 || asciiAlphanumeric(code3)) {
      effects.consume(code3);
      buffer += String.fromCharCode(code3);
      return tagName;
    }
    return nok(code3);
  }
  function basicSelfClosing(code3) {
    if (code3 === 62) {
      effects.consume(code3);
      return self.interrupt ? ok3 : continuation;
    }
    return nok(code3);
  }
  function completeClosingTagAfter(code3) {
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return completeClosingTagAfter;
    }
    return completeEnd(code3);
  }
  function completeAttributeNameBefore(code3) {
    if (code3 === 47) {
      effects.consume(code3);
      return completeEnd;
    }
    if (code3 === 58 || code3 === 95 || asciiAlpha(code3)) {
      effects.consume(code3);
      return completeAttributeName;
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return completeAttributeNameBefore;
    }
    return completeEnd(code3);
  }
  function completeAttributeName(code3) {
    if (code3 === 45 || code3 === 46 || code3 === 58 || code3 === 95 || asciiAlphanumeric(code3)) {
      effects.consume(code3);
      return completeAttributeName;
    }
    return completeAttributeNameAfter(code3);
  }
  function completeAttributeNameAfter(code3) {
    if (code3 === 61) {
      effects.consume(code3);
      return completeAttributeValueBefore;
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return completeAttributeNameAfter;
    }
    return completeAttributeNameBefore(code3);
  }
  function completeAttributeValueBefore(code3) {
    if (code3 === null || code3 === 60 || code3 === 61 || code3 === 62 || code3 === 96) {
      return nok(code3);
    }
    if (code3 === 34 || code3 === 39) {
      effects.consume(code3);
      markerB = code3;
      return completeAttributeValueQuoted;
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return completeAttributeValueBefore;
    }
    return completeAttributeValueUnquoted(code3);
  }
  function completeAttributeValueQuoted(code3) {
    if (code3 === markerB) {
      effects.consume(code3);
      markerB = null;
      return completeAttributeValueQuotedAfter;
    }
    if (code3 === null || markdownLineEnding(code3)) {
      return nok(code3);
    }
    effects.consume(code3);
    return completeAttributeValueQuoted;
  }
  function completeAttributeValueUnquoted(code3) {
    if (code3 === null || code3 === 34 || code3 === 39 || code3 === 47 || code3 === 60 || code3 === 61 || code3 === 62 || code3 === 96 || markdownLineEndingOrSpace(code3)) {
      return completeAttributeNameAfter(code3);
    }
    effects.consume(code3);
    return completeAttributeValueUnquoted;
  }
  function completeAttributeValueQuotedAfter(code3) {
    if (code3 === 47 || code3 === 62 || markdownSpace(code3)) {
      return completeAttributeNameBefore(code3);
    }
    return nok(code3);
  }
  function completeEnd(code3) {
    if (code3 === 62) {
      effects.consume(code3);
      return completeAfter;
    }
    return nok(code3);
  }
  function completeAfter(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      return continuation(code3);
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return completeAfter;
    }
    return nok(code3);
  }
  function continuation(code3) {
    if (code3 === 45 && marker === 2) {
      effects.consume(code3);
      return continuationCommentInside;
    }
    if (code3 === 60 && marker === 1) {
      effects.consume(code3);
      return continuationRawTagOpen;
    }
    if (code3 === 62 && marker === 4) {
      effects.consume(code3);
      return continuationClose;
    }
    if (code3 === 63 && marker === 3) {
      effects.consume(code3);
      return continuationDeclarationInside;
    }
    if (code3 === 93 && marker === 5) {
      effects.consume(code3);
      return continuationCdataInside;
    }
    if (markdownLineEnding(code3) && (marker === 6 || marker === 7)) {
      effects.exit("htmlFlowData");
      return effects.check(blankLineBefore, continuationAfter, continuationStart)(code3);
    }
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("htmlFlowData");
      return continuationStart(code3);
    }
    effects.consume(code3);
    return continuation;
  }
  function continuationStart(code3) {
    return effects.check(nonLazyContinuation, continuationStartNonLazy, continuationAfter)(code3);
  }
  function continuationStartNonLazy(code3) {
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return continuationBefore;
  }
  function continuationBefore(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      return continuationStart(code3);
    }
    effects.enter("htmlFlowData");
    return continuation(code3);
  }
  function continuationCommentInside(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return continuationDeclarationInside;
    }
    return continuation(code3);
  }
  function continuationRawTagOpen(code3) {
    if (code3 === 47) {
      effects.consume(code3);
      buffer = "";
      return continuationRawEndTag;
    }
    return continuation(code3);
  }
  function continuationRawEndTag(code3) {
    if (code3 === 62) {
      const name = buffer.toLowerCase();
      if (htmlRawNames.includes(name)) {
        effects.consume(code3);
        return continuationClose;
      }
      return continuation(code3);
    }
    if (asciiAlpha(code3) && buffer.length < 8) {
      effects.consume(code3);
      buffer += String.fromCharCode(code3);
      return continuationRawEndTag;
    }
    return continuation(code3);
  }
  function continuationCdataInside(code3) {
    if (code3 === 93) {
      effects.consume(code3);
      return continuationDeclarationInside;
    }
    return continuation(code3);
  }
  function continuationDeclarationInside(code3) {
    if (code3 === 62) {
      effects.consume(code3);
      return continuationClose;
    }
    if (code3 === 45 && marker === 2) {
      effects.consume(code3);
      return continuationDeclarationInside;
    }
    return continuation(code3);
  }
  function continuationClose(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("htmlFlowData");
      return continuationAfter(code3);
    }
    effects.consume(code3);
    return continuationClose;
  }
  function continuationAfter(code3) {
    effects.exit("htmlFlow");
    return ok3(code3);
  }
}
function tokenizeBlankLineBefore(effects, ok3, nok) {
  return start;
  function start(code3) {
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return effects.attempt(blankLine2, ok3, nok);
  }
}
var htmlFlow, blankLineBefore;
var init_html_flow = __esm({
  "node_modules/micromark-core-commonmark/lib/html-flow.js"() {
    init_micromark_util_character();
    init_micromark_util_html_tag_name();
    init_blank_line();
    init_partial_non_lazy_continuation();
    htmlFlow = {
      concrete: true,
      name: "htmlFlow",
      resolveTo: resolveToHtmlFlow,
      tokenize: tokenizeHtmlFlow
    };
    blankLineBefore = {
      partial: true,
      tokenize: tokenizeBlankLineBefore
    };
  }
});

// node_modules/micromark-core-commonmark/lib/html-text.js
function tokenizeHtmlText(effects, ok3, nok) {
  const self = this;
  let marker;
  let index2;
  let returnState;
  return start;
  function start(code3) {
    effects.enter("htmlText");
    effects.enter("htmlTextData");
    effects.consume(code3);
    return open;
  }
  function open(code3) {
    if (code3 === 33) {
      effects.consume(code3);
      return declarationOpen;
    }
    if (code3 === 47) {
      effects.consume(code3);
      return tagCloseStart;
    }
    if (code3 === 63) {
      effects.consume(code3);
      return instruction;
    }
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      return tagOpen;
    }
    return nok(code3);
  }
  function declarationOpen(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return commentOpenInside;
    }
    if (code3 === 91) {
      effects.consume(code3);
      index2 = 0;
      return cdataOpenInside;
    }
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      return declaration;
    }
    return nok(code3);
  }
  function commentOpenInside(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return commentEnd;
    }
    return nok(code3);
  }
  function comment(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    if (code3 === 45) {
      effects.consume(code3);
      return commentClose;
    }
    if (markdownLineEnding(code3)) {
      returnState = comment;
      return lineEndingBefore(code3);
    }
    effects.consume(code3);
    return comment;
  }
  function commentClose(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return commentEnd;
    }
    return comment(code3);
  }
  function commentEnd(code3) {
    return code3 === 62 ? end(code3) : code3 === 45 ? commentClose(code3) : comment(code3);
  }
  function cdataOpenInside(code3) {
    const value = "CDATA[";
    if (code3 === value.charCodeAt(index2++)) {
      effects.consume(code3);
      return index2 === value.length ? cdata : cdataOpenInside;
    }
    return nok(code3);
  }
  function cdata(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    if (code3 === 93) {
      effects.consume(code3);
      return cdataClose;
    }
    if (markdownLineEnding(code3)) {
      returnState = cdata;
      return lineEndingBefore(code3);
    }
    effects.consume(code3);
    return cdata;
  }
  function cdataClose(code3) {
    if (code3 === 93) {
      effects.consume(code3);
      return cdataEnd;
    }
    return cdata(code3);
  }
  function cdataEnd(code3) {
    if (code3 === 62) {
      return end(code3);
    }
    if (code3 === 93) {
      effects.consume(code3);
      return cdataEnd;
    }
    return cdata(code3);
  }
  function declaration(code3) {
    if (code3 === null || code3 === 62) {
      return end(code3);
    }
    if (markdownLineEnding(code3)) {
      returnState = declaration;
      return lineEndingBefore(code3);
    }
    effects.consume(code3);
    return declaration;
  }
  function instruction(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    if (code3 === 63) {
      effects.consume(code3);
      return instructionClose;
    }
    if (markdownLineEnding(code3)) {
      returnState = instruction;
      return lineEndingBefore(code3);
    }
    effects.consume(code3);
    return instruction;
  }
  function instructionClose(code3) {
    return code3 === 62 ? end(code3) : instruction(code3);
  }
  function tagCloseStart(code3) {
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      return tagClose;
    }
    return nok(code3);
  }
  function tagClose(code3) {
    if (code3 === 45 || asciiAlphanumeric(code3)) {
      effects.consume(code3);
      return tagClose;
    }
    return tagCloseBetween(code3);
  }
  function tagCloseBetween(code3) {
    if (markdownLineEnding(code3)) {
      returnState = tagCloseBetween;
      return lineEndingBefore(code3);
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return tagCloseBetween;
    }
    return end(code3);
  }
  function tagOpen(code3) {
    if (code3 === 45 || asciiAlphanumeric(code3)) {
      effects.consume(code3);
      return tagOpen;
    }
    if (code3 === 47 || code3 === 62 || markdownLineEndingOrSpace(code3)) {
      return tagOpenBetween(code3);
    }
    return nok(code3);
  }
  function tagOpenBetween(code3) {
    if (code3 === 47) {
      effects.consume(code3);
      return end;
    }
    if (code3 === 58 || code3 === 95 || asciiAlpha(code3)) {
      effects.consume(code3);
      return tagOpenAttributeName;
    }
    if (markdownLineEnding(code3)) {
      returnState = tagOpenBetween;
      return lineEndingBefore(code3);
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return tagOpenBetween;
    }
    return end(code3);
  }
  function tagOpenAttributeName(code3) {
    if (code3 === 45 || code3 === 46 || code3 === 58 || code3 === 95 || asciiAlphanumeric(code3)) {
      effects.consume(code3);
      return tagOpenAttributeName;
    }
    return tagOpenAttributeNameAfter(code3);
  }
  function tagOpenAttributeNameAfter(code3) {
    if (code3 === 61) {
      effects.consume(code3);
      return tagOpenAttributeValueBefore;
    }
    if (markdownLineEnding(code3)) {
      returnState = tagOpenAttributeNameAfter;
      return lineEndingBefore(code3);
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return tagOpenAttributeNameAfter;
    }
    return tagOpenBetween(code3);
  }
  function tagOpenAttributeValueBefore(code3) {
    if (code3 === null || code3 === 60 || code3 === 61 || code3 === 62 || code3 === 96) {
      return nok(code3);
    }
    if (code3 === 34 || code3 === 39) {
      effects.consume(code3);
      marker = code3;
      return tagOpenAttributeValueQuoted;
    }
    if (markdownLineEnding(code3)) {
      returnState = tagOpenAttributeValueBefore;
      return lineEndingBefore(code3);
    }
    if (markdownSpace(code3)) {
      effects.consume(code3);
      return tagOpenAttributeValueBefore;
    }
    effects.consume(code3);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuoted(code3) {
    if (code3 === marker) {
      effects.consume(code3);
      marker = void 0;
      return tagOpenAttributeValueQuotedAfter;
    }
    if (code3 === null) {
      return nok(code3);
    }
    if (markdownLineEnding(code3)) {
      returnState = tagOpenAttributeValueQuoted;
      return lineEndingBefore(code3);
    }
    effects.consume(code3);
    return tagOpenAttributeValueQuoted;
  }
  function tagOpenAttributeValueUnquoted(code3) {
    if (code3 === null || code3 === 34 || code3 === 39 || code3 === 60 || code3 === 61 || code3 === 96) {
      return nok(code3);
    }
    if (code3 === 47 || code3 === 62 || markdownLineEndingOrSpace(code3)) {
      return tagOpenBetween(code3);
    }
    effects.consume(code3);
    return tagOpenAttributeValueUnquoted;
  }
  function tagOpenAttributeValueQuotedAfter(code3) {
    if (code3 === 47 || code3 === 62 || markdownLineEndingOrSpace(code3)) {
      return tagOpenBetween(code3);
    }
    return nok(code3);
  }
  function end(code3) {
    if (code3 === 62) {
      effects.consume(code3);
      effects.exit("htmlTextData");
      effects.exit("htmlText");
      return ok3;
    }
    return nok(code3);
  }
  function lineEndingBefore(code3) {
    effects.exit("htmlTextData");
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return lineEndingAfter;
  }
  function lineEndingAfter(code3) {
    return markdownSpace(code3) ? factorySpace(effects, lineEndingAfterPrefix, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code3) : lineEndingAfterPrefix(code3);
  }
  function lineEndingAfterPrefix(code3) {
    effects.enter("htmlTextData");
    return returnState(code3);
  }
}
var htmlText;
var init_html_text = __esm({
  "node_modules/micromark-core-commonmark/lib/html-text.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    htmlText = {
      name: "htmlText",
      tokenize: tokenizeHtmlText
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-end.js
function resolveAllLabelEnd(events) {
  let index2 = -1;
  const newEvents = [];
  while (++index2 < events.length) {
    const token2 = events[index2][1];
    newEvents.push(events[index2]);
    if (token2.type === "labelImage" || token2.type === "labelLink" || token2.type === "labelEnd") {
      const offset = token2.type === "labelImage" ? 4 : 2;
      token2.type = "data";
      index2 += offset;
    }
  }
  if (events.length !== newEvents.length) {
    splice(events, 0, events.length, newEvents);
  }
  return events;
}
function resolveToLabelEnd(events, context2) {
  let index2 = events.length;
  let offset = 0;
  let open;
  let close;
  let media;
  while (index2--) {
    const token2 = events[index2][1];
    if (open) {
      if (token2.type === "link" || token2.type === "labelLink" && token2._inactive) {
        break;
      }
      if (events[index2][0] === "enter" && token2.type === "labelLink") {
        token2._inactive = true;
      }
    } else if (close) {
      if (events[index2][0] === "enter" && (token2.type === "labelImage" || token2.type === "labelLink") && !token2._balanced) {
        open = index2;
        if (token2.type !== "labelLink") {
          offset = 2;
          break;
        }
      }
    } else if (token2.type === "labelEnd") {
      close = index2;
    }
  }
  const group = {
    type: events[open][1].type === "labelLink" ? "link" : "image",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  const label = {
    type: "label",
    start: {
      ...events[open][1].start
    },
    end: {
      ...events[close][1].end
    }
  };
  const text5 = {
    type: "labelText",
    start: {
      ...events[open + offset + 2][1].end
    },
    end: {
      ...events[close - 2][1].start
    }
  };
  media = [["enter", group, context2], ["enter", label, context2]];
  media = push(media, events.slice(open + 1, open + offset + 3));
  media = push(media, [["enter", text5, context2]]);
  media = push(media, resolveAll(context2.parser.constructs.insideSpan.null, events.slice(open + offset + 4, close - 3), context2));
  media = push(media, [["exit", text5, context2], events[close - 2], events[close - 1], ["exit", label, context2]]);
  media = push(media, events.slice(close + 1));
  media = push(media, [["exit", group, context2]]);
  splice(events, open, events.length, media);
  return events;
}
function tokenizeLabelEnd(effects, ok3, nok) {
  const self = this;
  const labelStarts = self._labelStarts;
  let labelStart;
  let defined;
  if (labelStarts) {
    while (labelStarts.length > 0 && labelStarts[labelStarts.length - 1]._balanced) {
      labelStarts.pop();
    }
    labelStart = labelStarts[labelStarts.length - 1];
  }
  return start;
  function start(code3) {
    if (!labelStart) {
      return nok(code3);
    }
    if (labelStart._inactive) {
      return labelEndNok(code3);
    }
    defined = self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize({
      start: labelStart.end,
      end: self.now()
    })));
    effects.enter("labelEnd");
    effects.enter("labelMarker");
    effects.consume(code3);
    effects.exit("labelMarker");
    effects.exit("labelEnd");
    return after;
  }
  function after(code3) {
    if (code3 === 40) {
      return effects.attempt(resourceConstruct, labelEndOk, defined ? labelEndOk : labelEndNok)(code3);
    }
    if (code3 === 91) {
      return effects.attempt(referenceFullConstruct, labelEndOk, defined ? referenceNotFull : labelEndNok)(code3);
    }
    return defined ? labelEndOk(code3) : labelEndNok(code3);
  }
  function referenceNotFull(code3) {
    return effects.attempt(referenceCollapsedConstruct, labelEndOk, labelEndNok)(code3);
  }
  function labelEndOk(code3) {
    labelStarts.pop();
    return ok3(code3);
  }
  function labelEndNok(code3) {
    labelStart._balanced = true;
    return nok(code3);
  }
}
function tokenizeResource(effects, ok3, nok) {
  return resourceStart;
  function resourceStart(code3) {
    effects.enter("resource");
    effects.enter("resourceMarker");
    effects.consume(code3);
    effects.exit("resourceMarker");
    return resourceBefore;
  }
  function resourceBefore(code3) {
    return markdownLineEndingOrSpace(code3) ? factoryWhitespace(effects, resourceOpen)(code3) : resourceOpen(code3);
  }
  function resourceOpen(code3) {
    if (code3 === 41) {
      return resourceEnd(code3);
    }
    return factoryDestination(effects, resourceDestinationAfter, resourceDestinationMissing, "resourceDestination", "resourceDestinationLiteral", "resourceDestinationLiteralMarker", "resourceDestinationRaw", "resourceDestinationString", 32)(code3);
  }
  function resourceDestinationAfter(code3) {
    return markdownLineEndingOrSpace(code3) ? factoryWhitespace(effects, resourceBetween)(code3) : resourceEnd(code3);
  }
  function resourceDestinationMissing(code3) {
    return nok(code3);
  }
  function resourceBetween(code3) {
    if (code3 === 34 || code3 === 39 || code3 === 40) {
      return factoryTitle(effects, resourceTitleAfter, nok, "resourceTitle", "resourceTitleMarker", "resourceTitleString")(code3);
    }
    return resourceEnd(code3);
  }
  function resourceTitleAfter(code3) {
    return markdownLineEndingOrSpace(code3) ? factoryWhitespace(effects, resourceEnd)(code3) : resourceEnd(code3);
  }
  function resourceEnd(code3) {
    if (code3 === 41) {
      effects.enter("resourceMarker");
      effects.consume(code3);
      effects.exit("resourceMarker");
      effects.exit("resource");
      return ok3;
    }
    return nok(code3);
  }
}
function tokenizeReferenceFull(effects, ok3, nok) {
  const self = this;
  return referenceFull;
  function referenceFull(code3) {
    return factoryLabel.call(self, effects, referenceFullAfter, referenceFullMissing, "reference", "referenceMarker", "referenceString")(code3);
  }
  function referenceFullAfter(code3) {
    return self.parser.defined.includes(normalizeIdentifier(self.sliceSerialize(self.events[self.events.length - 1][1]).slice(1, -1))) ? ok3(code3) : nok(code3);
  }
  function referenceFullMissing(code3) {
    return nok(code3);
  }
}
function tokenizeReferenceCollapsed(effects, ok3, nok) {
  return referenceCollapsedStart;
  function referenceCollapsedStart(code3) {
    effects.enter("reference");
    effects.enter("referenceMarker");
    effects.consume(code3);
    effects.exit("referenceMarker");
    return referenceCollapsedOpen;
  }
  function referenceCollapsedOpen(code3) {
    if (code3 === 93) {
      effects.enter("referenceMarker");
      effects.consume(code3);
      effects.exit("referenceMarker");
      effects.exit("reference");
      return ok3;
    }
    return nok(code3);
  }
}
var labelEnd, resourceConstruct, referenceFullConstruct, referenceCollapsedConstruct;
var init_label_end = __esm({
  "node_modules/micromark-core-commonmark/lib/label-end.js"() {
    init_micromark_factory_destination();
    init_micromark_factory_label();
    init_micromark_factory_title();
    init_micromark_factory_whitespace();
    init_micromark_util_character();
    init_micromark_util_chunked();
    init_micromark_util_normalize_identifier();
    init_micromark_util_resolve_all();
    labelEnd = {
      name: "labelEnd",
      resolveAll: resolveAllLabelEnd,
      resolveTo: resolveToLabelEnd,
      tokenize: tokenizeLabelEnd
    };
    resourceConstruct = {
      tokenize: tokenizeResource
    };
    referenceFullConstruct = {
      tokenize: tokenizeReferenceFull
    };
    referenceCollapsedConstruct = {
      tokenize: tokenizeReferenceCollapsed
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-start-image.js
function tokenizeLabelStartImage(effects, ok3, nok) {
  const self = this;
  let labelImage;
  return start;
  function start(code3) {
    effects.enter("labelImage");
    effects.enter("labelImageMarker");
    effects.consume(code3);
    effects.exit("labelImageMarker");
    return open;
  }
  function open(code3) {
    if (code3 === 91) {
      effects.enter("labelMarker");
      effects.consume(code3);
      effects.exit("labelMarker");
      labelImage = effects.exit("labelImage");
      return after;
    }
    return nok(code3);
  }
  function after(code3) {
    if (code3 === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code3);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelImage);
    return ok3(code3);
  }
}
var labelStartImage;
var init_label_start_image = __esm({
  "node_modules/micromark-core-commonmark/lib/label-start-image.js"() {
    init_label_end();
    labelStartImage = {
      name: "labelStartImage",
      resolveAll: labelEnd.resolveAll,
      tokenize: tokenizeLabelStartImage
    };
  }
});

// node_modules/micromark-core-commonmark/lib/label-start-link.js
function tokenizeLabelStartLink(effects, ok3, nok) {
  const self = this;
  let labelLink;
  return start;
  function start(code3) {
    effects.enter("labelLink");
    effects.enter("labelMarker");
    effects.consume(code3);
    effects.exit("labelMarker");
    labelLink = effects.exit("labelLink");
    return after;
  }
  function after(code3) {
    if (code3 === 94 && "_hiddenFootnoteSupport" in self.parser.constructs) {
      return nok(code3);
    }
    self._labelStarts = self._labelStarts || [];
    self._labelStarts.push(labelLink);
    return ok3(code3);
  }
}
var labelStartLink;
var init_label_start_link = __esm({
  "node_modules/micromark-core-commonmark/lib/label-start-link.js"() {
    init_label_end();
    labelStartLink = {
      name: "labelStartLink",
      resolveAll: labelEnd.resolveAll,
      tokenize: tokenizeLabelStartLink
    };
  }
});

// node_modules/micromark-core-commonmark/lib/line-ending.js
function tokenizeLineEnding(effects, ok3) {
  return start;
  function start(code3) {
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    return factorySpace(effects, ok3, "linePrefix");
  }
}
var lineEnding;
var init_line_ending = __esm({
  "node_modules/micromark-core-commonmark/lib/line-ending.js"() {
    init_micromark_factory_space();
    lineEnding = {
      name: "lineEnding",
      tokenize: tokenizeLineEnding
    };
  }
});

// node_modules/micromark-core-commonmark/lib/thematic-break.js
function tokenizeThematicBreak(effects, ok3, nok) {
  let size = 0;
  let marker;
  return start;
  function start(code3) {
    effects.enter("thematicBreak");
    return before(code3);
  }
  function before(code3) {
    marker = code3;
    return atBreak(code3);
  }
  function atBreak(code3) {
    if (code3 === marker) {
      effects.enter("thematicBreakSequence");
      return sequence(code3);
    }
    if (size >= 3 && (code3 === null || markdownLineEnding(code3))) {
      effects.exit("thematicBreak");
      return ok3(code3);
    }
    return nok(code3);
  }
  function sequence(code3) {
    if (code3 === marker) {
      effects.consume(code3);
      size++;
      return sequence;
    }
    effects.exit("thematicBreakSequence");
    return markdownSpace(code3) ? factorySpace(effects, atBreak, "whitespace")(code3) : atBreak(code3);
  }
}
var thematicBreak;
var init_thematic_break = __esm({
  "node_modules/micromark-core-commonmark/lib/thematic-break.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    thematicBreak = {
      name: "thematicBreak",
      tokenize: tokenizeThematicBreak
    };
  }
});

// node_modules/micromark-core-commonmark/lib/list.js
function tokenizeListStart(effects, ok3, nok) {
  const self = this;
  const tail = self.events[self.events.length - 1];
  let initialSize = tail && tail[1].type === "linePrefix" ? tail[2].sliceSerialize(tail[1], true).length : 0;
  let size = 0;
  return start;
  function start(code3) {
    const kind = self.containerState.type || (code3 === 42 || code3 === 43 || code3 === 45 ? "listUnordered" : "listOrdered");
    if (kind === "listUnordered" ? !self.containerState.marker || code3 === self.containerState.marker : asciiDigit(code3)) {
      if (!self.containerState.type) {
        self.containerState.type = kind;
        effects.enter(kind, {
          _container: true
        });
      }
      if (kind === "listUnordered") {
        effects.enter("listItemPrefix");
        return code3 === 42 || code3 === 45 ? effects.check(thematicBreak, nok, atMarker)(code3) : atMarker(code3);
      }
      if (!self.interrupt || code3 === 49) {
        effects.enter("listItemPrefix");
        effects.enter("listItemValue");
        return inside(code3);
      }
    }
    return nok(code3);
  }
  function inside(code3) {
    if (asciiDigit(code3) && ++size < 10) {
      effects.consume(code3);
      return inside;
    }
    if ((!self.interrupt || size < 2) && (self.containerState.marker ? code3 === self.containerState.marker : code3 === 41 || code3 === 46)) {
      effects.exit("listItemValue");
      return atMarker(code3);
    }
    return nok(code3);
  }
  function atMarker(code3) {
    effects.enter("listItemMarker");
    effects.consume(code3);
    effects.exit("listItemMarker");
    self.containerState.marker = self.containerState.marker || code3;
    return effects.check(
      blankLine2,
      // Can’t be empty when interrupting.
      self.interrupt ? nok : onBlank,
      effects.attempt(listItemPrefixWhitespaceConstruct, endOfPrefix, otherPrefix)
    );
  }
  function onBlank(code3) {
    self.containerState.initialBlankLine = true;
    initialSize++;
    return endOfPrefix(code3);
  }
  function otherPrefix(code3) {
    if (markdownSpace(code3)) {
      effects.enter("listItemPrefixWhitespace");
      effects.consume(code3);
      effects.exit("listItemPrefixWhitespace");
      return endOfPrefix;
    }
    return nok(code3);
  }
  function endOfPrefix(code3) {
    self.containerState.size = initialSize + self.sliceSerialize(effects.exit("listItemPrefix"), true).length;
    return ok3(code3);
  }
}
function tokenizeListContinuation(effects, ok3, nok) {
  const self = this;
  self.containerState._closeFlow = void 0;
  return effects.check(blankLine2, onBlank, notBlank);
  function onBlank(code3) {
    self.containerState.furtherBlankLines = self.containerState.furtherBlankLines || self.containerState.initialBlankLine;
    return factorySpace(effects, ok3, "listItemIndent", self.containerState.size + 1)(code3);
  }
  function notBlank(code3) {
    if (self.containerState.furtherBlankLines || !markdownSpace(code3)) {
      self.containerState.furtherBlankLines = void 0;
      self.containerState.initialBlankLine = void 0;
      return notInCurrentItem(code3);
    }
    self.containerState.furtherBlankLines = void 0;
    self.containerState.initialBlankLine = void 0;
    return effects.attempt(indentConstruct, ok3, notInCurrentItem)(code3);
  }
  function notInCurrentItem(code3) {
    self.containerState._closeFlow = true;
    self.interrupt = void 0;
    return factorySpace(effects, effects.attempt(list, ok3, nok), "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code3);
  }
}
function tokenizeIndent(effects, ok3, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemIndent", self.containerState.size + 1);
  function afterPrefix(code3) {
    const tail = self.events[self.events.length - 1];
    return tail && tail[1].type === "listItemIndent" && tail[2].sliceSerialize(tail[1], true).length === self.containerState.size ? ok3(code3) : nok(code3);
  }
}
function tokenizeListEnd(effects) {
  effects.exit(this.containerState.type);
}
function tokenizeListItemPrefixWhitespace(effects, ok3, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "listItemPrefixWhitespace", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4 + 1);
  function afterPrefix(code3) {
    const tail = self.events[self.events.length - 1];
    return !markdownSpace(code3) && tail && tail[1].type === "listItemPrefixWhitespace" ? ok3(code3) : nok(code3);
  }
}
var list, listItemPrefixWhitespaceConstruct, indentConstruct;
var init_list = __esm({
  "node_modules/micromark-core-commonmark/lib/list.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_blank_line();
    init_thematic_break();
    list = {
      continuation: {
        tokenize: tokenizeListContinuation
      },
      exit: tokenizeListEnd,
      name: "list",
      tokenize: tokenizeListStart
    };
    listItemPrefixWhitespaceConstruct = {
      partial: true,
      tokenize: tokenizeListItemPrefixWhitespace
    };
    indentConstruct = {
      partial: true,
      tokenize: tokenizeIndent
    };
  }
});

// node_modules/micromark-core-commonmark/lib/setext-underline.js
function resolveToSetextUnderline(events, context2) {
  const editMap = new EditMap();
  let index2 = events.length;
  let content3;
  let text5;
  let definition3;
  while (index2--) {
    if (events[index2][0] === "enter") {
      if (events[index2][1].type === "content") {
        content3 = index2;
        break;
      }
      if (events[index2][1].type === "paragraph") {
        text5 = index2;
      }
    } else {
      if (events[index2][1].type === "content") {
        editMap.add(index2, 1, []);
      }
      if (!definition3 && events[index2][1].type === "definition") {
        definition3 = index2;
      }
    }
  }
  const heading2 = {
    type: "setextHeading",
    start: {
      ...events[content3][1].start
    },
    end: {
      ...events[events.length - 1][1].end
    }
  };
  events[text5][1].type = "setextHeadingText";
  if (definition3) {
    editMap.add(text5, 0, [["enter", heading2, context2]]);
    editMap.add(definition3 + 1, 0, [["exit", events[content3][1], context2]]);
    events[content3][1].end = {
      ...events[definition3][1].end
    };
  } else {
    events[content3][1] = heading2;
  }
  editMap.add(events.length, 0, [["exit", heading2, context2]]);
  editMap.consume(events);
  return events;
}
function tokenizeSetextUnderline(effects, ok3, nok) {
  const self = this;
  let marker;
  return start;
  function start(code3) {
    let index2 = self.events.length;
    let paragraph2;
    while (index2--) {
      if (self.events[index2][1].type !== "lineEnding" && self.events[index2][1].type !== "linePrefix" && self.events[index2][1].type !== "content") {
        paragraph2 = self.events[index2][1].type === "paragraph";
        break;
      }
    }
    if (!self.parser.lazy[self.now().line] && (self.interrupt || paragraph2)) {
      effects.enter("setextHeadingLine");
      marker = code3;
      return before(code3);
    }
    return nok(code3);
  }
  function before(code3) {
    effects.enter("setextHeadingLineSequence");
    return inside(code3);
  }
  function inside(code3) {
    if (code3 === marker) {
      effects.consume(code3);
      return inside;
    }
    effects.exit("setextHeadingLineSequence");
    return markdownSpace(code3) ? factorySpace(effects, after, "lineSuffix")(code3) : after(code3);
  }
  function after(code3) {
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("setextHeadingLine");
      return ok3(code3);
    }
    return nok(code3);
  }
}
var setextUnderline;
var init_setext_underline = __esm({
  "node_modules/micromark-core-commonmark/lib/setext-underline.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_edit_map();
    setextUnderline = {
      name: "setextUnderline",
      resolveTo: resolveToSetextUnderline,
      tokenize: tokenizeSetextUnderline
    };
  }
});

// node_modules/micromark-core-commonmark/index.js
var init_micromark_core_commonmark = __esm({
  "node_modules/micromark-core-commonmark/index.js"() {
    init_attention();
    init_autolink();
    init_blank_line();
    init_block_quote();
    init_character_escape();
    init_character_reference();
    init_code_fenced();
    init_code_indented();
    init_code_text();
    init_content2();
    init_definition();
    init_hard_break_escape();
    init_heading_atx();
    init_html_flow();
    init_html_text();
    init_label_end();
    init_label_start_image();
    init_label_start_link();
    init_line_ending();
    init_list();
    init_setext_underline();
    init_thematic_break();
  }
});

// node_modules/micromark/lib/initialize/flow.js
function initializeFlow(effects) {
  const self = this;
  const initial = effects.attempt(
    // Try to parse a blank line.
    blankLine2,
    atBlankEnding,
    // Try to parse initial flow (essentially, only code).
    effects.attempt(this.parser.constructs.flowInitial, afterConstruct, factorySpace(effects, effects.attempt(this.parser.constructs.flow, afterConstruct, effects.attempt(content2, afterConstruct)), "linePrefix"))
  );
  return initial;
  function atBlankEnding(code3) {
    if (code3 === null) {
      effects.consume(code3);
      return;
    }
    effects.enter("lineEndingBlank");
    effects.consume(code3);
    effects.exit("lineEndingBlank");
    self.currentConstruct = void 0;
    return initial;
  }
  function afterConstruct(code3) {
    if (code3 === null) {
      effects.consume(code3);
      return;
    }
    effects.enter("lineEnding");
    effects.consume(code3);
    effects.exit("lineEnding");
    self.currentConstruct = void 0;
    return initial;
  }
}
var flow;
var init_flow = __esm({
  "node_modules/micromark/lib/initialize/flow.js"() {
    init_micromark_core_commonmark();
    init_micromark_factory_space();
    flow = {
      tokenize: initializeFlow
    };
  }
});

// node_modules/micromark/lib/initialize/text.js
function initializeFactory(field) {
  return {
    resolveAll: createResolver(field === "text" ? resolveAllLineSuffixes : void 0),
    tokenize: initializeText
  };
  function initializeText(effects) {
    const self = this;
    const constructs2 = this.parser.constructs[field];
    const text5 = effects.attempt(constructs2, start, notText);
    return start;
    function start(code3) {
      return atBreak(code3) ? text5(code3) : notText(code3);
    }
    function notText(code3) {
      if (code3 === null) {
        effects.consume(code3);
        return;
      }
      effects.enter("data");
      effects.consume(code3);
      return data2;
    }
    function data2(code3) {
      if (atBreak(code3)) {
        effects.exit("data");
        return text5(code3);
      }
      effects.consume(code3);
      return data2;
    }
    function atBreak(code3) {
      if (code3 === null) {
        return true;
      }
      const list3 = constructs2[code3];
      let index2 = -1;
      if (list3) {
        while (++index2 < list3.length) {
          const item = list3[index2];
          if (!item.previous || item.previous.call(self, self.previous)) {
            return true;
          }
        }
      }
      return false;
    }
  }
}
function createResolver(extraResolver) {
  return resolveAllText;
  function resolveAllText(events, context2) {
    let index2 = -1;
    let enter;
    while (++index2 <= events.length) {
      if (enter === void 0) {
        if (events[index2] && events[index2][1].type === "data") {
          enter = index2;
          index2++;
        }
      } else if (!events[index2] || events[index2][1].type !== "data") {
        if (index2 !== enter + 2) {
          events[enter][1].end = events[index2 - 1][1].end;
          events.splice(enter + 2, index2 - enter - 2);
          index2 = enter + 2;
        }
        enter = void 0;
      }
    }
    return extraResolver ? extraResolver(events, context2) : events;
  }
}
function resolveAllLineSuffixes(events, context2) {
  const editMap = new EditMap();
  let eventIndex = 0;
  while (++eventIndex <= events.length) {
    if ((eventIndex === events.length || events[eventIndex][1].type === "lineEnding") && events[eventIndex - 1][1].type === "data") {
      const data2 = events[eventIndex - 1][1];
      const chunks2 = context2.sliceStream(data2);
      let index2 = chunks2.length;
      let bufferIndex = -1;
      let size = 0;
      let tabs;
      while (index2--) {
        const chunk = chunks2[index2];
        if (typeof chunk === "string") {
          bufferIndex = chunk.length;
          while (chunk.charCodeAt(bufferIndex - 1) === 32) {
            size++;
            bufferIndex--;
          }
          if (bufferIndex) {
            break;
          }
          bufferIndex = -1;
        } else if (chunk === -2) {
          tabs = true;
          size++;
        } else if (chunk === -1) {
        } else {
          index2++;
          break;
        }
      }
      if (context2._contentTypeTextTrailing && eventIndex === events.length) {
        size = 0;
      }
      if (size) {
        const token2 = {
          type: eventIndex === events.length || tabs || size < 2 ? "lineSuffix" : "hardBreakTrailing",
          start: {
            _bufferIndex: index2 ? bufferIndex : data2.start._bufferIndex + bufferIndex,
            _index: data2.start._index + index2,
            line: data2.end.line,
            column: data2.end.column - size,
            offset: data2.end.offset - size
          },
          end: {
            ...data2.end
          }
        };
        data2.end = {
          ...token2.start
        };
        if (data2.start.offset === data2.end.offset) {
          Object.assign(data2, token2);
        } else {
          editMap.add(eventIndex, 0, [["enter", token2, context2], ["exit", token2, context2]]);
        }
      }
      eventIndex++;
    }
  }
  editMap.consume(events);
  return events;
}
var resolver, string, text;
var init_text = __esm({
  "node_modules/micromark/lib/initialize/text.js"() {
    init_micromark_util_edit_map();
    resolver = {
      resolveAll: createResolver()
    };
    string = initializeFactory("string");
    text = initializeFactory("text");
  }
});

// node_modules/micromark/lib/constructs.js
var constructs_exports = {};
__export(constructs_exports, {
  attentionMarkers: () => attentionMarkers,
  contentInitial: () => contentInitial,
  disable: () => disable,
  document: () => document2,
  flow: () => flow2,
  flowInitial: () => flowInitial,
  insideSpan: () => insideSpan,
  string: () => string2,
  text: () => text2
});
var document2, contentInitial, flowInitial, flow2, string2, text2, insideSpan, attentionMarkers, disable;
var init_constructs = __esm({
  "node_modules/micromark/lib/constructs.js"() {
    init_micromark_core_commonmark();
    init_text();
    document2 = {
      [42]: list,
      [43]: list,
      [45]: list,
      [48]: list,
      [49]: list,
      [50]: list,
      [51]: list,
      [52]: list,
      [53]: list,
      [54]: list,
      [55]: list,
      [56]: list,
      [57]: list,
      [62]: blockQuote
    };
    contentInitial = {
      [91]: definition
    };
    flowInitial = {
      [-2]: codeIndented,
      [-1]: codeIndented,
      [32]: codeIndented
    };
    flow2 = {
      [35]: headingAtx,
      [42]: thematicBreak,
      [45]: [setextUnderline, thematicBreak],
      [60]: htmlFlow,
      [61]: setextUnderline,
      [95]: thematicBreak,
      [96]: codeFenced,
      [126]: codeFenced
    };
    string2 = {
      [38]: characterReference,
      [92]: characterEscape
    };
    text2 = {
      [-5]: lineEnding,
      [-4]: lineEnding,
      [-3]: lineEnding,
      [33]: labelStartImage,
      [38]: characterReference,
      [42]: attention,
      [60]: [autolink, htmlText],
      [91]: labelStartLink,
      [92]: [hardBreakEscape, characterEscape],
      [93]: labelEnd,
      [95]: attention,
      [96]: codeText
    };
    insideSpan = {
      null: [attention, resolver]
    };
    attentionMarkers = {
      null: [42, 95]
    };
    disable = {
      null: []
    };
  }
});

// node_modules/micromark/lib/create-tokenizer.js
function createTokenizer(parser, initialize, from) {
  let point4 = {
    _bufferIndex: -1,
    _index: 0,
    line: from && from.line || 1,
    column: from && from.column || 1,
    offset: from && from.offset || 0
  };
  const columnStart = {};
  const resolveAllConstructs = [];
  let chunks2 = [];
  let stack = [];
  let consumed = true;
  const effects = {
    attempt: constructFactory(onsuccessfulconstruct),
    check: constructFactory(onsuccessfulcheck),
    consume,
    enter,
    exit: exit3,
    interrupt: constructFactory(onsuccessfulcheck, {
      interrupt: true
    })
  };
  const context2 = {
    code: null,
    containerState: {},
    defineSkip,
    events: [],
    now,
    parser,
    previous: null,
    sliceSerialize,
    sliceStream,
    write
  };
  let state = initialize.tokenize.call(context2, effects);
  let expectedCode;
  if (initialize.resolveAll) {
    resolveAllConstructs.push(initialize);
  }
  return context2;
  function write(slice) {
    chunks2 = push(chunks2, slice);
    main();
    if (chunks2[chunks2.length - 1] !== null) {
      return [];
    }
    addResult(initialize, 0);
    context2.events = resolveAll(resolveAllConstructs, context2.events, context2);
    return context2.events;
  }
  function sliceSerialize(token2, expandTabs) {
    return serializeChunks(sliceStream(token2), expandTabs);
  }
  function sliceStream(token2) {
    return sliceChunks(chunks2, token2);
  }
  function now() {
    const {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    } = point4;
    return {
      _bufferIndex,
      _index,
      line,
      column,
      offset
    };
  }
  function defineSkip(value) {
    columnStart[value.line] = value.column;
    accountForPotentialSkip();
  }
  function main() {
    while (point4._index < chunks2.length) {
      const chunk = chunks2[point4._index];
      if (typeof chunk === "string") {
        const chunkIndex = point4._index;
        if (point4._bufferIndex < 0) {
          point4._bufferIndex = 0;
        }
        while (point4._index === chunkIndex && point4._bufferIndex < chunk.length) {
          go(chunk.charCodeAt(point4._bufferIndex));
        }
      } else {
        go(chunk);
      }
    }
  }
  function go(code3) {
    consumed = void 0;
    expectedCode = code3;
    state = state(code3);
  }
  function consume(code3) {
    if (markdownLineEnding(code3)) {
      point4.line++;
      point4.column = 1;
      point4.offset += code3 === -3 ? 2 : 1;
      accountForPotentialSkip();
    } else if (code3 !== -1) {
      point4.column++;
      point4.offset++;
    }
    if (point4._bufferIndex < 0) {
      point4._index++;
    } else {
      point4._bufferIndex++;
      if (point4._bufferIndex === // Points w/ non-negative `_bufferIndex` reference
      // strings.
      /** @type {string} */
      chunks2[point4._index].length) {
        point4._bufferIndex = -1;
        point4._index++;
      }
    }
    context2.previous = code3;
    consumed = true;
  }
  function enter(type, fields) {
    const token2 = fields || {};
    token2.type = type;
    token2.start = now();
    context2.events.push(["enter", token2, context2]);
    stack.push(token2);
    return token2;
  }
  function exit3(type) {
    const token2 = stack.pop();
    token2.end = now();
    context2.events.push(["exit", token2, context2]);
    return token2;
  }
  function onsuccessfulconstruct(construct, info) {
    addResult(construct, info.from);
  }
  function onsuccessfulcheck(_, info) {
    info.restore();
  }
  function constructFactory(onreturn, fields) {
    return hook;
    function hook(constructs2, returnState, bogusState) {
      let listOfConstructs;
      let constructIndex;
      let currentConstruct;
      let info;
      return Array.isArray(constructs2) ? (
        /* c8 ignore next 1 */
        handleListOfConstructs(constructs2)
      ) : "tokenize" in constructs2 ? (
        // Looks like a construct.
        handleListOfConstructs([
          /** @type {Construct} */
          constructs2
        ])
      ) : handleMapOfConstructs(constructs2);
      function handleMapOfConstructs(map3) {
        return start;
        function start(code3) {
          const left = code3 !== null && map3[code3];
          const all2 = code3 !== null && map3.null;
          const list3 = [
            // To do: add more extension tests.
            /* c8 ignore next 2 */
            ...Array.isArray(left) ? left : left ? [left] : [],
            ...Array.isArray(all2) ? all2 : all2 ? [all2] : []
          ];
          return handleListOfConstructs(list3)(code3);
        }
      }
      function handleListOfConstructs(list3) {
        listOfConstructs = list3;
        constructIndex = 0;
        if (list3.length === 0) {
          return bogusState;
        }
        return handleConstruct(list3[constructIndex]);
      }
      function handleConstruct(construct) {
        return start;
        function start(code3) {
          info = store();
          currentConstruct = construct;
          if (!construct.partial) {
            context2.currentConstruct = construct;
          }
          if (construct.name && context2.parser.constructs.disable.null.includes(construct.name)) {
            return nok(code3);
          }
          return construct.tokenize.call(
            // If we do have fields, create an object w/ `context` as its
            // prototype.
            // This allows a “live binding”, which is needed for `interrupt`.
            fields ? Object.assign(Object.create(context2), fields) : context2,
            effects,
            ok3,
            nok
          )(code3);
        }
      }
      function ok3(code3) {
        consumed = true;
        onreturn(currentConstruct, info);
        return returnState;
      }
      function nok(code3) {
        consumed = true;
        info.restore();
        if (++constructIndex < listOfConstructs.length) {
          return handleConstruct(listOfConstructs[constructIndex]);
        }
        return bogusState;
      }
    }
  }
  function addResult(construct, from2) {
    if (construct.resolveAll && !resolveAllConstructs.includes(construct)) {
      resolveAllConstructs.push(construct);
    }
    if (construct.resolve) {
      splice(context2.events, from2, context2.events.length - from2, construct.resolve(context2.events.slice(from2), context2));
    }
    if (construct.resolveTo) {
      context2.events = construct.resolveTo(context2.events, context2);
    }
  }
  function store() {
    const startPoint = now();
    const startPrevious = context2.previous;
    const startCurrentConstruct = context2.currentConstruct;
    const startEventsIndex = context2.events.length;
    const startStack = Array.from(stack);
    return {
      from: startEventsIndex,
      restore
    };
    function restore() {
      point4 = startPoint;
      context2.previous = startPrevious;
      context2.currentConstruct = startCurrentConstruct;
      context2.events.length = startEventsIndex;
      stack = startStack;
      accountForPotentialSkip();
    }
  }
  function accountForPotentialSkip() {
    if (point4.line in columnStart && point4.column < 2) {
      point4.column = columnStart[point4.line];
      point4.offset += columnStart[point4.line] - 1;
    }
  }
}
function sliceChunks(chunks2, token2) {
  const startIndex = token2.start._index;
  const startBufferIndex = token2.start._bufferIndex;
  const endIndex = token2.end._index;
  const endBufferIndex = token2.end._bufferIndex;
  let view;
  if (startIndex === endIndex) {
    view = [chunks2[startIndex].slice(startBufferIndex, endBufferIndex)];
  } else {
    view = chunks2.slice(startIndex, endIndex);
    if (startBufferIndex > -1) {
      const head = view[0];
      if (typeof head === "string") {
        view[0] = head.slice(startBufferIndex);
      } else {
        view.shift();
      }
    }
    if (endBufferIndex > 0) {
      view.push(chunks2[endIndex].slice(0, endBufferIndex));
    }
  }
  return view;
}
function serializeChunks(chunks2, expandTabs) {
  let index2 = -1;
  const result = [];
  let atTab;
  while (++index2 < chunks2.length) {
    const chunk = chunks2[index2];
    let value;
    if (typeof chunk === "string") {
      value = chunk;
    } else {
      switch (chunk) {
        case -5: {
          value = "\r";
          break;
        }
        case -4: {
          value = "\n";
          break;
        }
        case -3: {
          value = "\r\n";
          break;
        }
        case -2: {
          value = expandTabs ? " " : "	";
          break;
        }
        case -1: {
          if (!expandTabs && atTab) {
            continue;
          }
          value = " ";
          break;
        }
        default: {
          value = String.fromCharCode(chunk);
        }
      }
    }
    atTab = chunk === -2;
    result.push(value);
  }
  return result.join("");
}
var init_create_tokenizer = __esm({
  "node_modules/micromark/lib/create-tokenizer.js"() {
    init_micromark_util_character();
    init_micromark_util_chunked();
    init_micromark_util_resolve_all();
  }
});

// node_modules/micromark/lib/parse.js
function parse(options) {
  const settings = options || {};
  const constructs2 = (
    /** @type {FullNormalizedExtension} */
    combineExtensions([constructs_exports, ...settings.extensions || []])
  );
  const parser = {
    constructs: constructs2,
    content: create(content),
    defined: [],
    document: create(document),
    flow: create(flow),
    lazy: {},
    string: create(string),
    text: create(text)
  };
  return parser;
  function create(initial) {
    return creator;
    function creator(from) {
      return createTokenizer(parser, initial, from);
    }
  }
}
var init_parse = __esm({
  "node_modules/micromark/lib/parse.js"() {
    init_micromark_util_combine_extensions();
    init_content();
    init_document();
    init_flow();
    init_text();
    init_constructs();
    init_create_tokenizer();
  }
});

// node_modules/micromark/lib/postprocess.js
function postprocess(events) {
  while (!subtokenize(events)) {
  }
  return events;
}
var init_postprocess = __esm({
  "node_modules/micromark/lib/postprocess.js"() {
    init_micromark_util_subtokenize();
  }
});

// node_modules/micromark/lib/preprocess.js
function preprocess() {
  let column = 1;
  let buffer = "";
  let start = true;
  let atCarriageReturn;
  return preprocessor;
  function preprocessor(value, encoding, end) {
    value = buffer + (typeof value === "string" ? value.toString() : new TextDecoder(encoding || void 0).decode(value));
    const chunks2 = [];
    let startPosition = 0;
    buffer = "";
    if (start) {
      if (value.charCodeAt(0) === 65279) {
        startPosition++;
      }
      start = void 0;
    }
    while (startPosition < value.length) {
      search3.lastIndex = startPosition;
      const match = search3.exec(value);
      const endPosition = match && match.index !== void 0 ? match.index : value.length;
      const code3 = value.charCodeAt(endPosition);
      if (!match) {
        buffer = value.slice(startPosition);
        break;
      }
      if (code3 === 10 && startPosition === endPosition && atCarriageReturn) {
        chunks2.push(-3);
        atCarriageReturn = void 0;
      } else {
        if (atCarriageReturn) {
          chunks2.push(-5);
          atCarriageReturn = void 0;
        }
        if (startPosition < endPosition) {
          chunks2.push(value.slice(startPosition, endPosition));
          column += endPosition - startPosition;
        }
        switch (code3) {
          case 0: {
            chunks2.push(65533);
            column++;
            break;
          }
          case 9: {
            const next = Math.ceil(column / 4) * 4;
            chunks2.push(-2);
            while (column++ < next) {
              chunks2.push(-1);
            }
            break;
          }
          case 10: {
            chunks2.push(-4);
            column = 1;
            break;
          }
          default: {
            atCarriageReturn = true;
            column = 1;
          }
        }
      }
      startPosition = endPosition + 1;
    }
    if (end) {
      if (atCarriageReturn) {
        chunks2.push(-5);
      }
      if (buffer) {
        chunks2.push(buffer);
      }
      chunks2.push(null);
    }
    return chunks2;
  }
}
var search3;
var init_preprocess = __esm({
  "node_modules/micromark/lib/preprocess.js"() {
    search3 = /[\0\t\n\r]/g;
  }
});

// node_modules/micromark/index.js
var init_micromark = __esm({
  "node_modules/micromark/index.js"() {
    init_parse();
    init_postprocess();
    init_preprocess();
  }
});

// node_modules/micromark-util-decode-string/index.js
function decodeString(value) {
  return value.replace(characterEscapeOrReference, decode);
}
function decode($0, $1, $2) {
  if ($1) {
    return $1;
  }
  const head = $2.charCodeAt(0);
  if (head === 35) {
    const head2 = $2.charCodeAt(1);
    const hex2 = head2 === 120 || head2 === 88;
    return decodeNumericCharacterReference($2.slice(hex2 ? 2 : 1), hex2 ? 16 : 10);
  }
  return decodeNamedCharacterReference($2) || $0;
}
var characterEscapeOrReference;
var init_micromark_util_decode_string = __esm({
  "node_modules/micromark-util-decode-string/index.js"() {
    init_decode_named_character_reference();
    init_micromark_util_decode_numeric_character_reference();
    characterEscapeOrReference = /\\([!-/:-@[-`{-~])|&(#(?:\d{1,7}|x[\da-f]{1,6})|[\da-z]{1,31});/gi;
  }
});

// node_modules/mdast-util-from-markdown/lib/index.js
function fromMarkdown(value, encoding, options) {
  if (encoding && typeof encoding === "object") {
    options = encoding;
    encoding = void 0;
  }
  return compiler(options)(postprocess(parse(options).document().write(preprocess()(value, encoding, true))));
}
function compiler(options) {
  const config = {
    afterExit: [],
    beforeEnter: [],
    transforms: [],
    canContainEols: ["emphasis", "fragment", "heading", "paragraph", "strong"],
    enter: {
      autolink: opener(link3),
      autolinkProtocol: onenterdata,
      autolinkEmail: onenterdata,
      atxHeading: opener(heading2),
      blockQuote: opener(blockQuote2),
      characterEscape: onenterdata,
      characterReference: onenterdata,
      codeFenced: opener(codeFlow),
      codeFencedFenceInfo: buffer,
      codeFencedFenceMeta: buffer,
      codeIndented: opener(codeFlow, buffer),
      codeText: opener(codeText2, buffer),
      codeTextData: onenterdata,
      data: onenterdata,
      codeFlowValue: onenterdata,
      definition: opener(definition3),
      definitionDestinationString: buffer,
      definitionLabelString: buffer,
      definitionTitleString: buffer,
      emphasis: opener(emphasis3),
      hardBreakEscape: opener(hardBreak2),
      hardBreakTrailing: opener(hardBreak2),
      htmlFlow: opener(html2, buffer),
      htmlFlowData: onenterdata,
      htmlText: opener(html2, buffer),
      htmlTextData: onenterdata,
      image: opener(image2),
      label: buffer,
      link: opener(link3),
      listItem: opener(listItem2),
      listItemValue: onenterlistitemvalue,
      listOrdered: opener(list3, onenterlistordered),
      listUnordered: opener(list3),
      paragraph: opener(paragraph2),
      reference: onenterreference,
      referenceString: buffer,
      resourceDestinationString: buffer,
      resourceTitleString: buffer,
      setextHeading: opener(heading2),
      strong: opener(strong2),
      thematicBreak: opener(thematicBreak3)
    },
    exit: {
      atxHeading: closer(),
      atxHeadingSequence: onexitatxheadingsequence,
      autolink: closer(),
      autolinkEmail: onexitautolinkemail,
      autolinkProtocol: onexitautolinkprotocol,
      blockQuote: closer(),
      characterEscapeValue: onexitdata,
      characterReferenceMarkerHexadecimal: onexitcharacterreferencemarker,
      characterReferenceMarkerNumeric: onexitcharacterreferencemarker,
      characterReferenceValue: onexitcharacterreferencevalue,
      characterReference: onexitcharacterreference,
      codeFenced: closer(onexitcodefenced),
      codeFencedFence: onexitcodefencedfence,
      codeFencedFenceInfo: onexitcodefencedfenceinfo,
      codeFencedFenceMeta: onexitcodefencedfencemeta,
      codeFlowValue: onexitdata,
      codeIndented: closer(onexitcodeindented),
      codeText: closer(onexitcodetext),
      codeTextData: onexitdata,
      data: onexitdata,
      definition: closer(),
      definitionDestinationString: onexitdefinitiondestinationstring,
      definitionLabelString: onexitdefinitionlabelstring,
      definitionTitleString: onexitdefinitiontitlestring,
      emphasis: closer(),
      hardBreakEscape: closer(onexithardbreak),
      hardBreakTrailing: closer(onexithardbreak),
      htmlFlow: closer(onexithtmlflow),
      htmlFlowData: onexitdata,
      htmlText: closer(onexithtmltext),
      htmlTextData: onexitdata,
      image: closer(onexitimage),
      label: onexitlabel,
      labelText: onexitlabeltext,
      lineEnding: onexitlineending,
      link: closer(onexitlink),
      listItem: closer(),
      listOrdered: closer(),
      listUnordered: closer(),
      paragraph: closer(),
      referenceString: onexitreferencestring,
      resourceDestinationString: onexitresourcedestinationstring,
      resourceTitleString: onexitresourcetitlestring,
      resource: onexitresource,
      setextHeading: closer(onexitsetextheading),
      setextHeadingLineSequence: onexitsetextheadinglinesequence,
      setextHeadingText: onexitsetextheadingtext,
      strong: closer(),
      thematicBreak: closer()
    }
  };
  configure(config, (options || {}).mdastExtensions || []);
  const data2 = {};
  return compile;
  function compile(events) {
    let tree = {
      type: "root",
      children: [],
      position: void 0
    };
    const context2 = {
      stack: [tree],
      tokenStack: [],
      config,
      enter,
      exit: exit3,
      buffer,
      resume,
      data: data2
    };
    const listStack = [];
    const prepared = [];
    let index2 = -1;
    while (++index2 < events.length) {
      prepared.push(events[index2]);
      if (events[index2][1].type === "listOrdered" || events[index2][1].type === "listUnordered") {
        if (events[index2][0] === "enter") {
          listStack.push(prepared.length - 1);
        } else {
          const tail = listStack.pop();
          prepareList(prepared, tail);
        }
      }
    }
    events = prepared;
    index2 = -1;
    while (++index2 < events.length) {
      const handler = config[events[index2][0]];
      if (events[index2][0] === "enter" && config.beforeEnter.length > 0) {
        callListeners(config.beforeEnter, {
          ...context2,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (own3.call(handler, events[index2][1].type)) {
        handler[events[index2][1].type].call({
          ...context2,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
      if (events[index2][0] === "exit" && config.afterExit.length > 0) {
        callListeners(config.afterExit, {
          ...context2,
          sliceSerialize: events[index2][2].sliceSerialize
        }, events[index2][1]);
      }
    }
    if (context2.tokenStack.length > 0) {
      const tail = context2.tokenStack[context2.tokenStack.length - 1];
      const handler = tail[1] || defaultOnError;
      handler.call(context2, void 0, tail[0]);
    }
    tree.position = {
      start: point3(events.length > 0 ? events[0][1].start : {
        line: 1,
        column: 1,
        offset: 0
      }),
      end: point3(events.length > 0 ? events[events.length - 2][1].end : {
        line: 1,
        column: 1,
        offset: 0
      })
    };
    index2 = -1;
    while (++index2 < config.transforms.length) {
      tree = config.transforms[index2](tree) || tree;
    }
    return tree;
  }
  function callListeners(listeners, context2, token2) {
    let index2 = -1;
    while (++index2 < listeners.length) {
      listeners[index2].call(context2, token2);
    }
  }
  function prepareList(events, start) {
    const end = events.length - 1;
    let index2 = start - 1;
    let containerBalance = -1;
    let listSpread = false;
    let listItem3;
    let lineIndex;
    let firstBlankLineIndex;
    let atMarker;
    const insertions = [];
    while (++index2 <= end) {
      const event = events[index2];
      switch (event[1].type) {
        case "listUnordered":
        case "listOrdered":
        case "blockQuote": {
          if (event[0] === "enter") {
            containerBalance++;
          } else {
            containerBalance--;
          }
          atMarker = void 0;
          break;
        }
        case "lineEndingBlank": {
          if (event[0] === "enter") {
            if (listItem3 && !atMarker && !containerBalance && !firstBlankLineIndex) {
              firstBlankLineIndex = index2;
            }
            atMarker = void 0;
          }
          break;
        }
        case "linePrefix":
        case "listItemValue":
        case "listItemMarker":
        case "listItemPrefix":
        case "listItemPrefixWhitespace": {
          break;
        }
        default: {
          atMarker = void 0;
        }
      }
      if (!containerBalance && event[0] === "enter" && event[1].type === "listItemPrefix" || containerBalance === -1 && event[0] === "exit" && (event[1].type === "listUnordered" || event[1].type === "listOrdered")) {
        if (listItem3) {
          let tailIndex = index2;
          lineIndex = void 0;
          while (tailIndex--) {
            const tailEvent = events[tailIndex];
            if (tailEvent[1].type === "lineEnding" || tailEvent[1].type === "lineEndingBlank") {
              if (tailEvent[0] === "exit") continue;
              if (lineIndex) {
                events[lineIndex][1].type = "lineEndingBlank";
                listSpread = true;
              }
              tailEvent[1].type = "lineEnding";
              lineIndex = tailIndex;
            } else if (tailEvent[1].type === "linePrefix" || tailEvent[1].type === "blockQuotePrefix" || tailEvent[1].type === "blockQuotePrefixWhitespace" || tailEvent[1].type === "blockQuoteMarker" || tailEvent[1].type === "listItemIndent") {
            } else {
              break;
            }
          }
          if (firstBlankLineIndex && (!lineIndex || firstBlankLineIndex < lineIndex)) {
            listItem3._spread = true;
          }
          listItem3.end = Object.assign({}, lineIndex ? events[lineIndex][1].start : event[1].end);
          insertions.push({
            at: lineIndex || index2,
            event: ["exit", listItem3, event[2]]
          });
        }
        if (event[1].type === "listItemPrefix") {
          const item = {
            type: "listItem",
            _spread: false,
            start: Object.assign({}, event[1].start),
            // @ts-expect-error: we’ll add `end` in a second.
            end: void 0
          };
          listItem3 = item;
          insertions.push({
            at: index2,
            event: ["enter", item, event[2]]
          });
          firstBlankLineIndex = void 0;
          atMarker = true;
        }
      }
    }
    const listEvents = events.splice(start);
    let insertion = 0;
    index2 = -1;
    while (++index2 < listEvents.length) {
      while (insertion < insertions.length && insertions[insertion].at === start + index2) {
        events.push(insertions[insertion++].event);
      }
      events.push(listEvents[index2]);
    }
    events[start][1]._spread = listSpread;
  }
  function opener(create, and) {
    return open;
    function open(token2) {
      enter.call(this, create(token2), token2);
      if (and) and.call(this, token2);
    }
  }
  function buffer() {
    this.stack.push({
      type: "fragment",
      children: []
    });
  }
  function enter(node2, token2, errorHandler) {
    const parent = this.stack[this.stack.length - 1];
    const siblings = parent.children;
    siblings.push(node2);
    this.stack.push(node2);
    this.tokenStack.push([token2, errorHandler || void 0]);
    node2.position = {
      start: point3(token2.start),
      // @ts-expect-error: `end` will be patched later.
      end: void 0
    };
  }
  function closer(and) {
    return close;
    function close(token2) {
      if (and) and.call(this, token2);
      exit3.call(this, token2);
    }
  }
  function exit3(token2, onExitError) {
    const node2 = this.stack.pop();
    const open = this.tokenStack.pop();
    if (!open) {
      throw new Error("Cannot close `" + token2.type + "` (" + stringifyPosition({
        start: token2.start,
        end: token2.end
      }) + "): it\u2019s not open");
    }
    if (open[0].type !== token2.type) {
      if (onExitError) {
        onExitError.call(this, token2, open[0]);
      } else {
        const handler = open[1] || defaultOnError;
        handler.call(this, token2, open[0]);
      }
    }
    node2.position.end = point3(token2.end);
  }
  function resume() {
    return toString(this.stack.pop());
  }
  function onenterlistordered() {
    this.data.expectingFirstListItemValue = true;
  }
  function onenterlistitemvalue(token2) {
    if (this.data.expectingFirstListItemValue) {
      const ancestor = this.stack[this.stack.length - 2];
      ancestor.start = Number.parseInt(this.sliceSerialize(token2), 10);
      this.data.expectingFirstListItemValue = void 0;
    }
  }
  function onexitcodefencedfenceinfo() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.lang = data3;
  }
  function onexitcodefencedfencemeta() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.meta = data3;
  }
  function onexitcodefencedfence() {
    if (this.data.flowCodeInside) return;
    this.buffer();
    this.data.flowCodeInside = true;
  }
  function onexitcodefenced() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data3.replace(/^(\r?\n|\r)|(\r?\n|\r)$/g, "");
    this.data.flowCodeInside = void 0;
  }
  function onexitcodeindented() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data3.replace(/(\r?\n|\r)$/g, "");
  }
  function onexitdefinitionlabelstring(token2) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token2)).toLowerCase();
  }
  function onexitdefinitiontitlestring() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data3;
  }
  function onexitdefinitiondestinationstring() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data3;
  }
  function onexitatxheadingsequence(token2) {
    const node2 = this.stack[this.stack.length - 1];
    if (!node2.depth) {
      const depth = this.sliceSerialize(token2).length;
      node2.depth = depth;
    }
  }
  function onexitsetextheadingtext() {
    this.data.setextHeadingSlurpLineEnding = true;
  }
  function onexitsetextheadinglinesequence(token2) {
    const node2 = this.stack[this.stack.length - 1];
    node2.depth = this.sliceSerialize(token2).codePointAt(0) === 61 ? 1 : 2;
  }
  function onexitsetextheading() {
    this.data.setextHeadingSlurpLineEnding = void 0;
  }
  function onenterdata(token2) {
    const node2 = this.stack[this.stack.length - 1];
    const siblings = node2.children;
    let tail = siblings[siblings.length - 1];
    if (!tail || tail.type !== "text") {
      tail = text5();
      tail.position = {
        start: point3(token2.start),
        // @ts-expect-error: we’ll add `end` later.
        end: void 0
      };
      siblings.push(tail);
    }
    this.stack.push(tail);
  }
  function onexitdata(token2) {
    const tail = this.stack.pop();
    tail.value += this.sliceSerialize(token2);
    tail.position.end = point3(token2.end);
  }
  function onexitlineending(token2) {
    const context2 = this.stack[this.stack.length - 1];
    if (this.data.atHardBreak) {
      const tail = context2.children[context2.children.length - 1];
      tail.position.end = point3(token2.end);
      this.data.atHardBreak = void 0;
      return;
    }
    if (!this.data.setextHeadingSlurpLineEnding && config.canContainEols.includes(context2.type)) {
      onenterdata.call(this, token2);
      onexitdata.call(this, token2);
    }
  }
  function onexithardbreak() {
    this.data.atHardBreak = true;
  }
  function onexithtmlflow() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data3;
  }
  function onexithtmltext() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data3;
  }
  function onexitcodetext() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.value = data3;
  }
  function onexitlink() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitimage() {
    const node2 = this.stack[this.stack.length - 1];
    if (this.data.inReference) {
      const referenceType = this.data.referenceType || "shortcut";
      node2.type += "Reference";
      node2.referenceType = referenceType;
      delete node2.url;
      delete node2.title;
    } else {
      delete node2.identifier;
      delete node2.label;
    }
    this.data.referenceType = void 0;
  }
  function onexitlabeltext(token2) {
    const string3 = this.sliceSerialize(token2);
    const ancestor = this.stack[this.stack.length - 2];
    ancestor.label = decodeString(string3);
    ancestor.identifier = normalizeIdentifier(string3).toLowerCase();
  }
  function onexitlabel() {
    const fragment = this.stack[this.stack.length - 1];
    const value = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    this.data.inReference = true;
    if (node2.type === "link") {
      const children = fragment.children;
      node2.children = children;
    } else {
      node2.alt = value;
    }
  }
  function onexitresourcedestinationstring() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.url = data3;
  }
  function onexitresourcetitlestring() {
    const data3 = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.title = data3;
  }
  function onexitresource() {
    this.data.inReference = void 0;
  }
  function onenterreference() {
    this.data.referenceType = "collapsed";
  }
  function onexitreferencestring(token2) {
    const label = this.resume();
    const node2 = this.stack[this.stack.length - 1];
    node2.label = label;
    node2.identifier = normalizeIdentifier(this.sliceSerialize(token2)).toLowerCase();
    this.data.referenceType = "full";
  }
  function onexitcharacterreferencemarker(token2) {
    this.data.characterReferenceType = token2.type;
  }
  function onexitcharacterreferencevalue(token2) {
    const data3 = this.sliceSerialize(token2);
    const type = this.data.characterReferenceType;
    let value;
    if (type) {
      value = decodeNumericCharacterReference(data3, type === "characterReferenceMarkerNumeric" ? 10 : 16);
      this.data.characterReferenceType = void 0;
    } else {
      const result = decodeNamedCharacterReference(data3);
      value = result;
    }
    const tail = this.stack[this.stack.length - 1];
    tail.value += value;
  }
  function onexitcharacterreference(token2) {
    const tail = this.stack.pop();
    tail.position.end = point3(token2.end);
  }
  function onexitautolinkprotocol(token2) {
    onexitdata.call(this, token2);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = this.sliceSerialize(token2);
  }
  function onexitautolinkemail(token2) {
    onexitdata.call(this, token2);
    const node2 = this.stack[this.stack.length - 1];
    node2.url = "mailto:" + this.sliceSerialize(token2);
  }
  function blockQuote2() {
    return {
      type: "blockquote",
      children: [],
      position: void 0
    };
  }
  function codeFlow() {
    return {
      type: "code",
      lang: null,
      meta: null,
      value: "",
      position: void 0
    };
  }
  function codeText2() {
    return {
      type: "inlineCode",
      value: "",
      position: void 0
    };
  }
  function definition3() {
    return {
      type: "definition",
      identifier: "",
      label: null,
      title: null,
      url: "",
      position: void 0
    };
  }
  function emphasis3() {
    return {
      type: "emphasis",
      children: [],
      position: void 0
    };
  }
  function heading2() {
    return {
      type: "heading",
      // @ts-expect-error `depth` will be set later.
      depth: 0,
      children: [],
      position: void 0
    };
  }
  function hardBreak2() {
    return {
      type: "break",
      position: void 0
    };
  }
  function html2() {
    return {
      type: "html",
      value: "",
      position: void 0
    };
  }
  function image2() {
    return {
      type: "image",
      title: null,
      url: "",
      alt: null,
      position: void 0
    };
  }
  function link3() {
    return {
      type: "link",
      title: null,
      url: "",
      children: [],
      position: void 0
    };
  }
  function list3(token2) {
    return {
      type: "list",
      ordered: token2.type === "listOrdered",
      start: null,
      spread: token2._spread,
      children: [],
      position: void 0
    };
  }
  function listItem2(token2) {
    return {
      type: "listItem",
      spread: token2._spread,
      checked: null,
      children: [],
      position: void 0
    };
  }
  function paragraph2() {
    return {
      type: "paragraph",
      children: [],
      position: void 0
    };
  }
  function strong2() {
    return {
      type: "strong",
      children: [],
      position: void 0
    };
  }
  function text5() {
    return {
      type: "text",
      value: "",
      position: void 0
    };
  }
  function thematicBreak3() {
    return {
      type: "thematicBreak",
      position: void 0
    };
  }
}
function point3(d) {
  return {
    line: d.line,
    column: d.column,
    offset: d.offset
  };
}
function configure(combined, extensions) {
  let index2 = -1;
  while (++index2 < extensions.length) {
    const value = extensions[index2];
    if (Array.isArray(value)) {
      configure(combined, value);
    } else {
      extension(combined, value);
    }
  }
}
function extension(combined, extension2) {
  let key;
  for (key in extension2) {
    if (own3.call(extension2, key)) {
      switch (key) {
        case "canContainEols": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "transforms": {
          const right = extension2[key];
          if (right) {
            combined[key].push(...right);
          }
          break;
        }
        case "afterExit":
        case "beforeEnter": {
          const right = extension2[key];
          if (right) {
            combined[key].push(right);
          }
          break;
        }
        case "enter":
        case "exit": {
          const right = extension2[key];
          if (right) {
            Object.assign(combined[key], right);
          }
          break;
        }
      }
    }
  }
}
function defaultOnError(left, right) {
  if (left) {
    throw new Error("Cannot close `" + left.type + "` (" + stringifyPosition({
      start: left.start,
      end: left.end
    }) + "): a different token (`" + right.type + "`, " + stringifyPosition({
      start: right.start,
      end: right.end
    }) + ") is open");
  }
  throw new Error("Cannot close document, a token (`" + right.type + "`, " + stringifyPosition({
    start: right.start,
    end: right.end
  }) + ") is still open");
}
var own3;
var init_lib7 = __esm({
  "node_modules/mdast-util-from-markdown/lib/index.js"() {
    init_mdast_util_to_string();
    init_micromark();
    init_micromark_util_decode_numeric_character_reference();
    init_micromark_util_decode_string();
    init_micromark_util_normalize_identifier();
    init_decode_named_character_reference();
    init_unist_util_stringify_position();
    own3 = {}.hasOwnProperty;
  }
});

// node_modules/mdast-util-from-markdown/index.js
var init_mdast_util_from_markdown = __esm({
  "node_modules/mdast-util-from-markdown/index.js"() {
    init_lib7();
  }
});

// node_modules/remark-parse/lib/index.js
function remarkParse(options) {
  const self = this;
  self.parser = parser;
  function parser(doc) {
    return fromMarkdown(doc, {
      ...self.data("settings"),
      ...options,
      // Note: these options are not in the readme.
      // The goal is for them to be set by plugins on `data` instead of being
      // passed by users.
      extensions: self.data("micromarkExtensions") || [],
      mdastExtensions: self.data("fromMarkdownExtensions") || []
    });
  }
}
var init_lib8 = __esm({
  "node_modules/remark-parse/lib/index.js"() {
    init_mdast_util_from_markdown();
  }
});

// node_modules/remark-parse/index.js
var remark_parse_exports = {};
__export(remark_parse_exports, {
  default: () => remarkParse
});
var init_remark_parse = __esm({
  "node_modules/remark-parse/index.js"() {
    init_lib8();
  }
});

// node_modules/ccount/index.js
function ccount(value, character) {
  const source = String(value);
  if (typeof character !== "string") {
    throw new TypeError("Expected character");
  }
  let count = 0;
  let index2 = source.indexOf(character);
  while (index2 !== -1) {
    count++;
    index2 = source.indexOf(character, index2 + character.length);
  }
  return count;
}
var init_ccount = __esm({
  "node_modules/ccount/index.js"() {
  }
});

// node_modules/mdast-util-find-and-replace/node_modules/escape-string-regexp/index.js
function escapeStringRegexp(string3) {
  if (typeof string3 !== "string") {
    throw new TypeError("Expected a string");
  }
  return string3.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
}
var init_escape_string_regexp = __esm({
  "node_modules/mdast-util-find-and-replace/node_modules/escape-string-regexp/index.js"() {
  }
});

// node_modules/unist-util-is/lib/index.js
function anyFactory(tests) {
  const checks = [];
  let index2 = -1;
  while (++index2 < tests.length) {
    checks[index2] = convert(tests[index2]);
  }
  return castFactory(any);
  function any(...parameters) {
    let index3 = -1;
    while (++index3 < checks.length) {
      if (checks[index3].apply(this, parameters)) return true;
    }
    return false;
  }
}
function propertiesFactory(check3) {
  const checkAsRecord = (
    /** @type {Record<string, unknown>} */
    check3
  );
  return castFactory(all2);
  function all2(node2) {
    const nodeAsRecord = (
      /** @type {Record<string, unknown>} */
      /** @type {unknown} */
      node2
    );
    let key;
    for (key in check3) {
      if (nodeAsRecord[key] !== checkAsRecord[key]) return false;
    }
    return true;
  }
}
function typeFactory(check3) {
  return castFactory(type);
  function type(node2) {
    return node2 && node2.type === check3;
  }
}
function castFactory(testFunction) {
  return check3;
  function check3(value, index2, parent) {
    return Boolean(
      looksLikeANode(value) && testFunction.call(
        this,
        value,
        typeof index2 === "number" ? index2 : void 0,
        parent || void 0
      )
    );
  }
}
function ok2() {
  return true;
}
function looksLikeANode(value) {
  return value !== null && typeof value === "object" && "type" in value;
}
var convert;
var init_lib9 = __esm({
  "node_modules/unist-util-is/lib/index.js"() {
    convert = // Note: overloads in JSDoc can’t yet use different `@template`s.
    /**
     * @type {(
     *   (<Condition extends string>(test: Condition) => (node: unknown, index?: number | null | undefined, parent?: Parent | null | undefined, context?: unknown) => node is Node & {type: Condition}) &
     *   (<Condition extends Props>(test: Condition) => (node: unknown, index?: number | null | undefined, parent?: Parent | null | undefined, context?: unknown) => node is Node & Condition) &
     *   (<Condition extends TestFunction>(test: Condition) => (node: unknown, index?: number | null | undefined, parent?: Parent | null | undefined, context?: unknown) => node is Node & Predicate<Condition, Node>) &
     *   ((test?: null | undefined) => (node?: unknown, index?: number | null | undefined, parent?: Parent | null | undefined, context?: unknown) => node is Node) &
     *   ((test?: Test) => Check)
     * )}
     */
    /**
     * @param {Test} [test]
     * @returns {Check}
     */
    (function(test) {
      if (test === null || test === void 0) {
        return ok2;
      }
      if (typeof test === "function") {
        return castFactory(test);
      }
      if (typeof test === "object") {
        return Array.isArray(test) ? anyFactory(test) : (
          // Cast because `ReadonlyArray` goes into the above but `isArray`
          // narrows to `Array`.
          propertiesFactory(
            /** @type {Props} */
            test
          )
        );
      }
      if (typeof test === "string") {
        return typeFactory(test);
      }
      throw new Error("Expected function, string, or object as test");
    });
  }
});

// node_modules/unist-util-is/index.js
var init_unist_util_is = __esm({
  "node_modules/unist-util-is/index.js"() {
    init_lib9();
  }
});

// node_modules/unist-util-visit-parents/lib/color.node.js
function color(d) {
  return "\x1B[33m" + d + "\x1B[39m";
}
var init_color_node = __esm({
  "node_modules/unist-util-visit-parents/lib/color.node.js"() {
  }
});

// node_modules/unist-util-visit-parents/lib/index.js
function visitParents(tree, testOrEnterOrVisitors, enterOrVisitorsOrReverse, reverse2) {
  if (!tree || typeof tree !== "object") {
    throw new Error("Unexpected value `" + tree + "` for `tree`, expected node");
  }
  let preorder = true;
  let check3;
  let visitors;
  let enter;
  let exit3;
  if (typeof enterOrVisitorsOrReverse === "function" || enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === "object") {
    check3 = /** @type {Test} */
    testOrEnterOrVisitors;
    visitors = enterOrVisitorsOrReverse;
    if (reverse2) preorder = false;
  } else {
    visitors = /** @type {Visitors | Visitor} */
    testOrEnterOrVisitors;
    if (enterOrVisitorsOrReverse) preorder = false;
  }
  if (typeof visitors === "function") {
    enter = visitors;
  } else if (visitors && typeof visitors === "object") {
    if (visitors.enter === null || visitors.enter === void 0) {
    } else if (typeof visitors.enter === "function") {
      enter = visitors.enter;
    } else {
      throw new Error(
        "Unexpected value `" + visitors.enter + "` for `visitors.enter`, expected optional visitor"
      );
    }
    if (typeof visitors.exit === "function") {
      exit3 = visitors.exit;
    } else {
      throw new Error(
        "Unexpected value `" + visitors.exit + "` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)"
      );
    }
  } else {
    throw new Error(
      "Unexpected value `" + visitors + "` for `enter` or `visitors`, expected visitor or object with visitors"
    );
  }
  const is2 = convert(check3);
  const step2 = preorder ? 1 : -1;
  factory(tree, void 0, [])();
  function factory(node2, index2, parents) {
    const value = (
      /** @type {Record<string, unknown>} */
      node2 && typeof node2 === "object" ? node2 : {}
    );
    if (typeof value.type === "string") {
      const name = (
        // `hast`
        typeof value.tagName === "string" ? value.tagName : (
          // `xast`
          typeof value.name === "string" ? value.name : void 0
        )
      );
      Object.defineProperty(visit3, "name", {
        value: "node (" + color(node2.type + (name ? "<" + name + ">" : "")) + ")"
      });
    }
    return visit3;
    function visit3() {
      const matches = !check3 || is2(node2, index2, parents[parents.length - 1] || void 0);
      let result = empty2;
      if (enter && matches) {
        result = toResult(enter(node2, parents, index2));
        if (result[0] === EXIT) {
          return result;
        }
      }
      if ("children" in node2 && node2.children) {
        const nodeAsParent = (
          /** @type {UnistParent} */
          node2
        );
        if (nodeAsParent.children && result[0] !== SKIP) {
          let offset = (preorder ? -1 : nodeAsParent.children.length) + step2;
          const grandparents = [...parents, nodeAsParent];
          while (offset > -1 && offset < nodeAsParent.children.length) {
            const child = nodeAsParent.children[offset];
            const subresult = factory(child, offset, grandparents)();
            if (subresult[0] === EXIT) {
              return subresult;
            }
            offset = typeof subresult[1] === "number" ? subresult[1] : offset + step2;
          }
        }
      }
      if (exit3 && matches) {
        const exitResult = toResult(exit3(node2, parents, index2));
        if (exitResult[0] === SKIP) {
          throw new Error(
            "Unexpected value `" + exitResult[0] + "` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing"
          );
        }
        if (exitResult[0] === EXIT || typeof exitResult[1] === "number") {
          return exitResult;
        }
      }
      return result;
    }
  }
}
function toResult(value) {
  if (Array.isArray(value)) {
    return value;
  }
  if (typeof value === "number") {
    return [CONTINUE, value];
  }
  return value === null || value === void 0 ? empty2 : [value];
}
var empty2, CONTINUE, EXIT, SKIP;
var init_lib10 = __esm({
  "node_modules/unist-util-visit-parents/lib/index.js"() {
    init_unist_util_is();
    init_color_node();
    empty2 = [];
    CONTINUE = true;
    EXIT = false;
    SKIP = "skip";
  }
});

// node_modules/unist-util-visit-parents/index.js
var init_unist_util_visit_parents = __esm({
  "node_modules/unist-util-visit-parents/index.js"() {
    init_lib10();
  }
});

// node_modules/mdast-util-find-and-replace/lib/index.js
function findAndReplace(tree, list3, options) {
  const settings = options || {};
  const ignored = convert(settings.ignore || []);
  const pairs = toPairs(list3);
  let pairIndex = -1;
  while (++pairIndex < pairs.length) {
    visitParents(tree, visitor);
  }
  function visitor(node2, parents, index2) {
    if (node2.type === "text" && typeof index2 === "number") {
      return handler(node2, parents, index2);
    }
    if (ignored(node2, index2, parents[parents.length - 1])) return SKIP;
  }
  function handler(node2, parents, index2) {
    const parent = parents[parents.length - 1];
    const find = pairs[pairIndex][0];
    const replace2 = pairs[pairIndex][1];
    let start = 0;
    let change = false;
    let nodes = [];
    find.lastIndex = 0;
    let match = find.exec(node2.value);
    while (match) {
      const position3 = match.index;
      const matchObject = {
        index: match.index,
        input: match.input,
        stack: [...parents, node2]
      };
      let value = replace2(...match, matchObject);
      if (typeof value === "string") {
        value = value.length > 0 ? { type: "text", value } : void 0;
      }
      if (value === false) {
        find.lastIndex = position3 + 1;
      } else {
        if (start !== position3) {
          add({ type: "text", value: node2.value.slice(start, position3) });
        }
        if (Array.isArray(value)) {
          for (const child of value) add(child);
        } else if (value) {
          add(value);
        }
        start = position3 + match[0].length;
        change = true;
      }
      if (!find.global) {
        break;
      }
      match = find.exec(node2.value);
    }
    if (change) {
      if (start < node2.value.length) {
        add({ type: "text", value: node2.value.slice(start) });
      }
      parent.children.splice(index2, 1, ...nodes);
    } else {
      nodes = [node2];
    }
    return index2 + nodes.length;
    function add(child) {
      const previous3 = nodes[nodes.length - 1];
      if (previous3 && previous3.type === "text" && child.type === "text") {
        previous3.value += child.value;
      } else {
        nodes.push(child);
      }
    }
  }
}
function toPairs(tupleOrList) {
  if (!Array.isArray(tupleOrList)) {
    throw new TypeError("Expected find and replace tuple or list of tuples");
  }
  const result = [];
  const list3 = !tupleOrList[0] || Array.isArray(tupleOrList[0]) ? (
    /** @type {FindAndReplaceList} */
    tupleOrList
  ) : [
    /** @type {FindAndReplaceTuple} */
    tupleOrList
  ];
  let index2 = -1;
  while (++index2 < list3.length) {
    const tuple = list3[index2];
    result.push([toExpression(tuple[0]), toFunction(tuple[1])]);
  }
  return result;
}
function toExpression(find) {
  return typeof find === "string" ? new RegExp(escapeStringRegexp(find), "g") : find;
}
function toFunction(replace2) {
  return typeof replace2 === "function" ? replace2 : function() {
    return replace2;
  };
}
var init_lib11 = __esm({
  "node_modules/mdast-util-find-and-replace/lib/index.js"() {
    init_escape_string_regexp();
    init_unist_util_visit_parents();
    init_unist_util_is();
  }
});

// node_modules/mdast-util-find-and-replace/index.js
var init_mdast_util_find_and_replace = __esm({
  "node_modules/mdast-util-find-and-replace/index.js"() {
    init_lib11();
  }
});

// node_modules/mdast-util-gfm-autolink-literal/lib/index.js
function gfmAutolinkLiteralFromMarkdown() {
  return {
    transforms: [transformGfmAutolinkLiterals],
    enter: {
      literalAutolink: enterLiteralAutolink,
      literalAutolinkEmail: enterLiteralAutolinkValue,
      literalAutolinkHttp: enterLiteralAutolinkValue,
      literalAutolinkWww: enterLiteralAutolinkValue
    },
    exit: {
      literalAutolink: exitLiteralAutolink,
      literalAutolinkEmail: exitLiteralAutolinkEmail,
      literalAutolinkHttp: exitLiteralAutolinkHttp,
      literalAutolinkWww: exitLiteralAutolinkWww
    }
  };
}
function gfmAutolinkLiteralToMarkdown() {
  return {
    unsafe: [
      {
        character: "@",
        before: "[+\\-.\\w]",
        after: "[\\-.\\w]",
        inConstruct,
        notInConstruct
      },
      {
        character: ".",
        before: "[Ww]",
        after: "[\\-.\\w]",
        inConstruct,
        notInConstruct
      },
      {
        character: ":",
        before: "[ps]",
        after: "\\/",
        inConstruct,
        notInConstruct
      }
    ]
  };
}
function enterLiteralAutolink(token2) {
  this.enter(
    { type: "link", title: null, url: "", children: [], position: void 0 },
    token2
  );
}
function enterLiteralAutolinkValue(token2) {
  this.config.enter.autolinkProtocol.call(this, token2);
}
function exitLiteralAutolinkHttp(token2) {
  this.config.exit.autolinkProtocol.call(this, token2);
}
function exitLiteralAutolinkWww(token2) {
  this.config.exit.data.call(this, token2);
  const node2 = this.stack[this.stack.length - 1];
  ok(node2.type === "link");
  node2.url = "http://" + this.sliceSerialize(token2);
}
function exitLiteralAutolinkEmail(token2) {
  this.config.exit.autolinkEmail.call(this, token2);
}
function exitLiteralAutolink(token2) {
  this.exit(token2);
}
function transformGfmAutolinkLiterals(tree) {
  findAndReplace(
    tree,
    [
      [
        /(?<![\da-z])(https?:\/\/|www(?=\.))([\w-]*\.[\w\-.]*)([^\t\n\r ]*)/gi,
        findUrl
      ],
      [
        /(?<![\w+\-.@])xmpp:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)(\/(?:[\w\-/]|\.(?=[\dA-Za-z]))*)?/g,
        findXmpp
      ],
      [/(?<![\w+\-.@])mailto:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g, findMailto],
      [
        /(?<![\w+\-.]|(?:^|[^\d@A-Za-z])(?:mailto|xmpp):)([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g,
        findEmail
      ]
    ],
    { ignore: ["link", "linkReference"] }
  );
}
function findUrl(_, protocol, domain2, path20, match) {
  if (!previous2(match)) {
    return false;
  }
  let prefix = "";
  if (/^w/i.test(protocol)) {
    domain2 = protocol + domain2;
    protocol = "";
    prefix = "http://";
  }
  if (unicodePunctuation(domain2.charCodeAt(0)) || !isCorrectDomain(domain2)) {
    return false;
  }
  const parts = splitUrl(domain2 + path20);
  const result = {
    type: "link",
    title: null,
    url: prefix + protocol + parts[0],
    children: [{ type: "text", value: protocol + parts[0], position: void 0 }],
    position: void 0
  };
  if (parts[1]) {
    return [result, { type: "text", value: parts[1], position: void 0 }];
  }
  return result;
}
function findEmail(_, atext, label) {
  if (/[\d\-_]$/.test(label)) {
    return false;
  }
  return {
    type: "link",
    title: null,
    url: "mailto:" + atext + "@" + label,
    children: [{ type: "text", value: atext + "@" + label, position: void 0 }],
    position: void 0
  };
}
function findMailto(_, atext, label) {
  if (/[\d\-_]$/.test(label)) {
    return false;
  }
  const value = "mailto:" + atext + "@" + label;
  return {
    type: "link",
    title: null,
    url: value,
    children: [{ type: "text", value, position: void 0 }],
    position: void 0
  };
}
function findXmpp(matchValue, atext, label, resource, match) {
  if (/[\d\-_]$/.test(label) || resource && (!/[A-Za-z]$/.test(resource) || match.input.charAt(match.index + matchValue.length) === "@")) {
    return false;
  }
  const value = "xmpp:" + atext + "@" + label + (resource || "");
  return {
    type: "link",
    title: null,
    url: value,
    children: [{ type: "text", value, position: void 0 }],
    position: void 0
  };
}
function isCorrectDomain(domain2) {
  const parts = domain2.split(".");
  if (parts.length < 2 || parts[parts.length - 1] && (/_/.test(parts[parts.length - 1]) || !/[\dA-Za-z]/.test(parts[parts.length - 1])) || parts[parts.length - 2] && (/_/.test(parts[parts.length - 2]) || !/[\dA-Za-z]/.test(parts[parts.length - 2]))) {
    return false;
  }
  return true;
}
function splitUrl(url) {
  let index2 = url.length;
  while (index2 > 0) {
    const code3 = url.charCodeAt(index2 - 1);
    if (code3 === 33 || code3 === 34 || code3 === 38 || code3 === 39 || code3 === 41 || code3 === 44 || code3 === 46 || code3 === 58 || code3 === 59 || code3 === 60 || code3 === 62 || code3 === 63 || code3 === 93 || code3 === 125) {
      index2--;
    } else {
      break;
    }
  }
  if (index2 === url.length) {
    return [url, void 0];
  }
  let trail2 = url.slice(index2);
  url = url.slice(0, index2);
  let closingParenIndex = trail2.indexOf(")");
  const openingParens = ccount(url, "(");
  let closingParens = ccount(url, ")");
  while (closingParenIndex !== -1 && openingParens > closingParens) {
    url += trail2.slice(0, closingParenIndex + 1);
    trail2 = trail2.slice(closingParenIndex + 1);
    closingParenIndex = trail2.indexOf(")");
    closingParens++;
  }
  return [url, trail2];
}
function previous2(match) {
  const code3 = match.input.charCodeAt(match.index - 1);
  return match.index === 0 || unicodeWhitespace(code3) || unicodePunctuation(code3);
}
var inConstruct, notInConstruct;
var init_lib12 = __esm({
  "node_modules/mdast-util-gfm-autolink-literal/lib/index.js"() {
    init_ccount();
    init_default();
    init_micromark_util_character();
    init_mdast_util_find_and_replace();
    inConstruct = "phrasing";
    notInConstruct = ["autolink", "link", "image", "label"];
  }
});

// node_modules/mdast-util-gfm-autolink-literal/index.js
var init_mdast_util_gfm_autolink_literal = __esm({
  "node_modules/mdast-util-gfm-autolink-literal/index.js"() {
    init_lib12();
  }
});

// node_modules/mdast-util-gfm-footnote/lib/index.js
function enterFootnoteCallString() {
  this.buffer();
}
function enterFootnoteCall(token2) {
  this.enter({ type: "footnoteReference", identifier: "", label: "" }, token2);
}
function enterFootnoteDefinitionLabelString() {
  this.buffer();
}
function enterFootnoteDefinition(token2) {
  this.enter(
    { type: "footnoteDefinition", identifier: "", label: "", children: [] },
    token2
  );
}
function exitFootnoteCallString(token2) {
  const label = this.resume();
  const node2 = this.stack[this.stack.length - 1];
  ok(node2.type === "footnoteReference");
  node2.identifier = normalizeIdentifier(
    this.sliceSerialize(token2)
  ).toLowerCase();
  node2.label = label;
}
function exitFootnoteCall(token2) {
  this.exit(token2);
}
function exitFootnoteDefinitionLabelString(token2) {
  const label = this.resume();
  const node2 = this.stack[this.stack.length - 1];
  ok(node2.type === "footnoteDefinition");
  node2.identifier = normalizeIdentifier(
    this.sliceSerialize(token2)
  ).toLowerCase();
  node2.label = label;
}
function exitFootnoteDefinition(token2) {
  this.exit(token2);
}
function footnoteReferencePeek() {
  return "[";
}
function footnoteReference(node2, _, state, info) {
  const tracker = state.createTracker(info);
  let value = tracker.move("[^");
  const exit3 = state.enter("footnoteReference");
  const subexit = state.enter("reference");
  value += tracker.move(
    state.safe(state.associationId(node2), { after: "]", before: value })
  );
  subexit();
  exit3();
  value += tracker.move("]");
  return value;
}
function gfmFootnoteFromMarkdown() {
  return {
    enter: {
      gfmFootnoteCallString: enterFootnoteCallString,
      gfmFootnoteCall: enterFootnoteCall,
      gfmFootnoteDefinitionLabelString: enterFootnoteDefinitionLabelString,
      gfmFootnoteDefinition: enterFootnoteDefinition
    },
    exit: {
      gfmFootnoteCallString: exitFootnoteCallString,
      gfmFootnoteCall: exitFootnoteCall,
      gfmFootnoteDefinitionLabelString: exitFootnoteDefinitionLabelString,
      gfmFootnoteDefinition: exitFootnoteDefinition
    }
  };
}
function gfmFootnoteToMarkdown(options) {
  let firstLineBlank = false;
  if (options && options.firstLineBlank) {
    firstLineBlank = true;
  }
  return {
    handlers: { footnoteDefinition, footnoteReference },
    // This is on by default already.
    unsafe: [{ character: "[", inConstruct: ["label", "phrasing", "reference"] }]
  };
  function footnoteDefinition(node2, _, state, info) {
    const tracker = state.createTracker(info);
    let value = tracker.move("[^");
    const exit3 = state.enter("footnoteDefinition");
    const subexit = state.enter("label");
    value += tracker.move(
      state.safe(state.associationId(node2), { before: value, after: "]" })
    );
    subexit();
    value += tracker.move("]:");
    if (node2.children && node2.children.length > 0) {
      tracker.shift(4);
      value += tracker.move(
        (firstLineBlank ? "\n" : " ") + state.indentLines(
          state.containerFlow(node2, tracker.current()),
          firstLineBlank ? mapAll : mapExceptFirst
        )
      );
    }
    exit3();
    return value;
  }
}
function mapExceptFirst(line, index2, blank) {
  return index2 === 0 ? line : mapAll(line, index2, blank);
}
function mapAll(line, index2, blank) {
  return (blank ? "" : "    ") + line;
}
var init_lib13 = __esm({
  "node_modules/mdast-util-gfm-footnote/lib/index.js"() {
    init_default();
    init_micromark_util_normalize_identifier();
    footnoteReference.peek = footnoteReferencePeek;
  }
});

// node_modules/mdast-util-gfm-footnote/index.js
var init_mdast_util_gfm_footnote = __esm({
  "node_modules/mdast-util-gfm-footnote/index.js"() {
    init_lib13();
  }
});

// node_modules/mdast-util-gfm-strikethrough/lib/index.js
function gfmStrikethroughFromMarkdown() {
  return {
    canContainEols: ["delete"],
    enter: { strikethrough: enterStrikethrough },
    exit: { strikethrough: exitStrikethrough }
  };
}
function gfmStrikethroughToMarkdown() {
  return {
    handlers: { delete: handleDelete },
    unsafe: [
      {
        character: "~",
        inConstruct: "phrasing",
        notInConstruct: constructsWithoutStrikethrough
      }
    ]
  };
}
function enterStrikethrough(token2) {
  this.enter({ type: "delete", children: [], position: void 0 }, token2);
}
function exitStrikethrough(token2) {
  this.exit(token2);
}
function handleDelete(node2, _, state, info) {
  const tracker = state.createTracker(info);
  const sequence = state.stack.includes("strikethrough") ? "~" : "~~";
  const exit3 = state.enter("strikethrough");
  let value = tracker.move(sequence);
  value += state.containerPhrasing(node2, {
    ...tracker.current(),
    before: value,
    after: "~"
  });
  value += tracker.move(sequence);
  exit3();
  return value;
}
function attentionDelete() {
  return { construct: "strikethrough", markers: ["~"], sizes: [2, 1] };
}
function peekDelete() {
  return "~";
}
var constructsWithoutStrikethrough;
var init_lib14 = __esm({
  "node_modules/mdast-util-gfm-strikethrough/lib/index.js"() {
    constructsWithoutStrikethrough = [
      "autolink",
      "destinationLiteral",
      "destinationRaw",
      "reference",
      "titleQuote",
      "titleApostrophe"
    ];
    handleDelete.attention = attentionDelete;
    handleDelete.peek = peekDelete;
  }
});

// node_modules/mdast-util-gfm-strikethrough/index.js
var init_mdast_util_gfm_strikethrough = __esm({
  "node_modules/mdast-util-gfm-strikethrough/index.js"() {
    init_lib14();
  }
});

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
function markdownTable(table, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table.length) {
    const row2 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }
    while (++columnIndex2 < table[rowIndex].length) {
      const cell2 = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell2);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row2.push(cell2);
    }
    cellMatrix[rowIndex] = row2;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code3 = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code3;
    }
  }
  columnIndex = -1;
  const row = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code3 = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code3 === 99) {
      before = ":";
      after = ":";
    } else if (code3 === 108) {
      before = ":";
    } else if (code3 === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell2 = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row[columnIndex] = cell2;
  }
  cellMatrix.splice(1, 0, row);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row2 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell2 = row2[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code3 = alignments[columnIndex];
        if (code3 === 114) {
          before = " ".repeat(size);
        } else if (code3 === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell2 === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell2);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
function toAlignment(value) {
  const code3 = typeof value === "string" ? value.codePointAt(0) : 0;
  return code3 === 67 || code3 === 99 ? 99 : code3 === 76 || code3 === 108 ? 108 : code3 === 82 || code3 === 114 ? 114 : 0;
}
var init_markdown_table = __esm({
  "node_modules/markdown-table/index.js"() {
  }
});

// node_modules/mdast-util-phrasing/lib/index.js
var phrasing2;
var init_lib15 = __esm({
  "node_modules/mdast-util-phrasing/lib/index.js"() {
    init_unist_util_is();
    phrasing2 = /** @type {(node?: unknown) => node is Exclude<PhrasingContent, Html>} */
    convert([
      "break",
      "delete",
      "emphasis",
      // To do: next major: removed since footnotes were added to GFM.
      "footnote",
      "footnoteReference",
      "image",
      "imageReference",
      "inlineCode",
      // Enabled by `mdast-util-math`:
      "inlineMath",
      "link",
      "linkReference",
      // Enabled by `mdast-util-mdx`:
      "mdxJsxTextElement",
      // Enabled by `mdast-util-mdx`:
      "mdxTextExpression",
      "strong",
      "text",
      // Enabled by `mdast-util-directive`:
      "textDirective"
    ]);
  }
});

// node_modules/mdast-util-phrasing/index.js
var init_mdast_util_phrasing = __esm({
  "node_modules/mdast-util-phrasing/index.js"() {
    init_lib15();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/blockquote.js
function blockquote(node2, _, state, info) {
  const exit3 = state.enter("blockquote");
  const tracker = state.createTracker(info);
  tracker.move("> ");
  tracker.shift(2);
  const value = state.indentLines(
    state.containerFlow(node2, tracker.current()),
    map
  );
  exit3();
  return value;
}
function map(line, _, blank) {
  return ">" + (blank ? "" : " ") + line;
}
var init_blockquote = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/blockquote.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/pattern-in-scope.js
function patternInScope(stack, pattern) {
  return listInScope(stack, pattern.inConstruct, true) && !listInScope(stack, pattern.notInConstruct, false);
}
function listInScope(stack, list3, none) {
  if (typeof list3 === "string") {
    list3 = [list3];
  }
  if (!list3 || list3.length === 0) {
    return none;
  }
  let index2 = -1;
  while (++index2 < list3.length) {
    if (stack.includes(list3[index2])) {
      return true;
    }
  }
  return false;
}
var init_pattern_in_scope = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/pattern-in-scope.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/break.js
function hardBreak(_, _1, state, info) {
  let index2 = -1;
  while (++index2 < state.unsafe.length) {
    const pattern = state.unsafe[index2];
    if (pattern.character === "\n" && !pattern.before && !pattern.after && patternInScope(state.stack, pattern)) {
      return /[\t ]/.test(info.before) ? "" : " ";
    }
  }
  return "\\\n";
}
var init_break = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/break.js"() {
    init_pattern_in_scope();
  }
});

// node_modules/longest-streak/index.js
function longestStreak(value, substring) {
  const source = String(value);
  let index2 = source.indexOf(substring);
  let expected2 = index2;
  let count = 0;
  let max = 0;
  if (typeof substring !== "string") {
    throw new TypeError("Expected substring");
  }
  while (index2 !== -1) {
    if (index2 === expected2) {
      if (++count > max) {
        max = count;
      }
    } else {
      count = 1;
    }
    expected2 = index2 + substring.length;
    index2 = source.indexOf(substring, expected2);
  }
  return max;
}
var init_longest_streak = __esm({
  "node_modules/longest-streak/index.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/format-code-as-indented.js
function formatCodeAsIndented(node2, state) {
  return Boolean(
    state.options.fences === false && node2.value && // If there’s no info…
    !node2.lang && // And there’s a non-whitespace character…
    /[^\n\r ]/.test(node2.value) && // And the value doesn’t start or end in a blank…
    !/^[\t ]*(?:[\n\r]|$)|(?:^|[\n\r])[\t ]*$/.test(node2.value)
  );
}
var init_format_code_as_indented = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/format-code-as-indented.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-fence.js
function checkFence(state) {
  const marker = state.options.fence || "`";
  if (marker !== "`" && marker !== "~") {
    throw new Error(
      "Cannot serialize code with `" + marker + "` for `options.fence`, expected `` ` `` or `~`"
    );
  }
  return marker;
}
var init_check_fence = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-fence.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/code.js
function code(node2, _, state, info) {
  const marker = checkFence(state);
  const raw = node2.value || "";
  if (formatCodeAsIndented(node2, state)) {
    const exit4 = state.enter("codeIndented");
    const value2 = state.indentLines(raw, map2);
    exit4();
    return value2;
  }
  const tracker = state.createTracker(info);
  const sequence = marker.repeat(Math.max(longestStreak(raw, marker) + 1, 3));
  const exit3 = state.enter("codeFenced");
  const suffix = marker === "`" ? "GraveAccent" : "Tilde";
  let value = tracker.move(sequence);
  if (node2.lang) {
    const subexit = state.enter(`codeFencedLang${suffix}`);
    value += tracker.move(
      state.safe(node2.lang, {
        before: value,
        after: " ",
        encode: ["`"],
        ...tracker.current()
      })
    );
    subexit();
  }
  if (node2.lang && node2.meta) {
    const subexit = state.enter(`codeFencedMeta${suffix}`);
    value += tracker.move(" ");
    value += tracker.move(
      state.safe(node2.meta, {
        before: value,
        after: "\n",
        encode: ["`"],
        ...tracker.current()
      })
    );
    subexit();
  }
  value += tracker.move("\n");
  if (raw) {
    value += tracker.move(raw + "\n");
  }
  value += tracker.move(sequence);
  exit3();
  return value;
}
function map2(line, _, blank) {
  return (blank ? "" : "    ") + line;
}
var init_code = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/code.js"() {
    init_longest_streak();
    init_format_code_as_indented();
    init_check_fence();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-quote.js
function checkQuote(state) {
  const marker = state.options.quote || '"';
  if (marker !== '"' && marker !== "'") {
    throw new Error(
      "Cannot serialize title with `" + marker + "` for `options.quote`, expected `\"`, or `'`"
    );
  }
  return marker;
}
var init_check_quote = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-quote.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/definition.js
function definition2(node2, _, state, info) {
  const quote = checkQuote(state);
  const suffix = quote === '"' ? "Quote" : "Apostrophe";
  const exit3 = state.enter("definition");
  let subexit = state.enter("label");
  const tracker = state.createTracker(info);
  let value = tracker.move("[");
  value += tracker.move(
    state.safe(state.associationId(node2), {
      before: value,
      after: "]",
      ...tracker.current()
    })
  );
  value += tracker.move("]: ");
  subexit();
  if (
    // If there’s no url, or…
    !node2.url || // If there are control characters or whitespace.
    /[\0- \u007F]/.test(node2.url)
  ) {
    subexit = state.enter("destinationLiteral");
    value += tracker.move("<");
    value += tracker.move(
      state.safe(node2.url, { before: value, after: ">", ...tracker.current() })
    );
    value += tracker.move(">");
  } else {
    subexit = state.enter("destinationRaw");
    value += tracker.move(
      state.safe(node2.url, {
        before: value,
        after: node2.title ? " " : "\n",
        ...tracker.current()
      })
    );
  }
  subexit();
  if (node2.title) {
    subexit = state.enter(`title${suffix}`);
    value += tracker.move(" " + quote);
    value += tracker.move(
      state.safe(node2.title, {
        before: value,
        after: quote,
        ...tracker.current()
      })
    );
    value += tracker.move(quote);
    subexit();
  }
  exit3();
  return value;
}
var init_definition2 = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/definition.js"() {
    init_check_quote();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-emphasis.js
function checkEmphasis(state) {
  const marker = state.options.emphasis || "*";
  if (marker !== "*" && marker !== "_") {
    throw new Error(
      "Cannot serialize emphasis with `" + marker + "` for `options.emphasis`, expected `*`, or `_`"
    );
  }
  return marker;
}
var init_check_emphasis = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-emphasis.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/character.js
function firstCharacter(value) {
  const code3 = value.codePointAt(0);
  return code3 === void 0 ? "" : String.fromCodePoint(code3);
}
function lastCharacter(value) {
  const code3 = value.codePointAt(value.length - 2);
  return code3 !== void 0 && code3 > 65535 ? value.slice(-2) : value.slice(-1);
}
var init_character = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/character.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/encode-character-reference.js
function encodeCharacterReference(code3) {
  return "&#x" + code3.toString(16).toUpperCase() + ";";
}
var init_encode_character_reference = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/encode-character-reference.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/encode-info.js
function encodeInfo(outside, inside, marker) {
  const outsideKind = classifyCharacter(outside);
  const insideKind = classifyCharacter(inside);
  if (outsideKind === void 0) {
    return insideKind === void 0 ? (
      // Letter inside:
      // we have to encode *both* letters for `_` as it is looser.
      // it already forms for `*` (and GFMs `~`).
      marker === "_" ? { inside: true, outside: true } : { inside: false, outside: false }
    ) : insideKind === 1 ? (
      // Whitespace inside: encode both (letter, whitespace).
      { inside: true, outside: true }
    ) : (
      // Punctuation inside: encode outer (letter)
      { inside: false, outside: true }
    );
  }
  if (outsideKind === 1) {
    return insideKind === void 0 ? (
      // Letter inside: already forms.
      { inside: false, outside: false }
    ) : insideKind === 1 ? (
      // Whitespace inside: encode both (whitespace).
      { inside: true, outside: true }
    ) : (
      // Punctuation inside: already forms.
      { inside: false, outside: false }
    );
  }
  return insideKind === void 0 ? (
    // Letter inside: already forms.
    { inside: false, outside: false }
  ) : insideKind === 1 ? (
    // Whitespace inside: encode inner (whitespace).
    { inside: true, outside: false }
  ) : (
    // Punctuation inside: already forms.
    { inside: false, outside: false }
  );
}
var init_encode_info = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/encode-info.js"() {
    init_micromark_util_classify_character();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/html-kind.js
function htmlKind2(value) {
  if (value.charCodeAt(0) !== 60) return;
  const next = value.charCodeAt(1);
  if (next === 33) {
    const code4 = value.charCodeAt(2);
    if (code4 === 45) return 2;
    if (code4 === 91) return 5;
    if (asciiAlpha(code4)) return 4;
    return;
  }
  if (next === 63) return 3;
  const closing = next === 47;
  const start = closing ? 2 : 1;
  let end = start;
  let code3 = value.charCodeAt(end);
  if (!asciiAlpha(code3)) return;
  while (code3 === 45 || asciiAlphanumeric(code3)) {
    code3 = value.charCodeAt(++end);
  }
  const name = value.slice(start, end).toLowerCase();
  if (!closing && code3 !== 47 && htmlRawNames.includes(name)) {
    return 1;
  }
  return htmlBlockNames.includes(name) ? 6 : 7;
}
var init_html_kind = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/html-kind.js"() {
    init_micromark_util_character();
    init_micromark_util_html_tag_name();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/container-phrasing.js
function candidates(tokens, involved, runOf) {
  const related = /* @__PURE__ */ new Set();
  for (const token2 of tokens) {
    const siblings = runOf.get(token2);
    if (siblings && token2.attention && involved.some((d) => d.attention === token2.attention)) {
      for (const sibling of siblings.tokens) {
        related.add(sibling.attention);
      }
    }
  }
  const ordered = [];
  for (const token2 of tokens) {
    if (token2.attention && related.delete(token2.attention)) {
      ordered.push(token2.attention);
    }
  }
  ordered.reverse();
  return ordered;
}
function check(tokens, before, after) {
  const runs = [];
  const wrong = /* @__PURE__ */ new Map();
  const runOf = /* @__PURE__ */ new Map();
  let index2 = 0;
  while (index2 < tokens.length) {
    if (!tokens[index2].attention) {
      index2++;
      continue;
    }
    const marker = tokens[index2].value.charAt(0);
    const strict = builtins.get(marker);
    let end = index2 + 1;
    while (end < tokens.length && tokens[end].attention && tokens[end].value.charAt(0) === marker) {
      end++;
    }
    const head = index2 ? tokens[index2 - 1].value : before;
    const previous3 = classifyCharacter(head.charCodeAt(head.length - 1));
    const next = classifyCharacter(
      (end < tokens.length ? tokens[end].value : after).charCodeAt(0)
    );
    const open = !next || next === 2 && Boolean(previous3);
    const close = !previous3 || previous3 === 2 && Boolean(next);
    const run = {
      tokens: tokens.slice(index2, end),
      markers: [],
      start: 0,
      end: 0,
      // Underscores are strict, they cannot open or close inside words.
      open: strict ? open && (Boolean(previous3) || !close) : open,
      close: strict ? close && (Boolean(next) || !open) : close,
      // All builtins can split runs.
      split: strict !== void 0
    };
    for (const token2 of run.tokens) {
      wrong.set(token2, [...run.tokens]);
      runOf.set(token2, run);
      let size = token2.value.length;
      while (size--) run.markers.push(token2);
    }
    run.end = run.markers.length;
    runs.push(run);
    index2 = end;
  }
  pair(runs, wrong);
  index2 = -1;
  while (++index2 < tokens.length) {
    const involved = wrong.get(tokens[index2]);
    if (involved) return { attention: candidates(tokens, involved, runOf), index: index2 };
  }
}
function encode(tokens, start) {
  const token2 = tokens[start ? 0 : tokens.length - 1];
  if (!token2 || token2.attention) return;
  const character = start ? firstCharacter(token2.value) : lastCharacter(token2.value);
  const reference = encodeCharacterReference(
    /** @type {number} */
    character.codePointAt(0)
  );
  if (start) {
    token2.value = reference + token2.value.slice(character.length);
  } else {
    let value = token2.value.slice(0, token2.value.length - character.length);
    let escapes = 0;
    while (value.charCodeAt(value.length - 1 - escapes) === 92) {
      escapes++;
    }
    if (escapes % 2) value += "\\";
    token2.value = value + reference;
  }
}
function improve(items, chosen, mistake, before, after) {
  for (const attention4 of mistake.attention) {
    const current = chosen.get(attention4) || attention4.sequences[0];
    for (const sequence of attention4.sequences) {
      if (sequence === current) continue;
      const trial = new Map(chosen);
      trial.set(attention4, sequence);
      const tokens = render(items, trial, before, after);
      const next = check(tokens, before, after);
      if (!next || next.index > mistake.index) {
        return { chosen: trial, mistake: next, tokens };
      }
    }
  }
}
function pair(runs, wrong) {
  const openersByMarker = /* @__PURE__ */ new Map();
  for (const closer of runs) {
    const marker = closer.tokens[0].value.charAt(0);
    let openers = openersByMarker.get(marker);
    if (!openers) {
      openers = [];
      openersByMarker.set(marker, openers);
    }
    let open = closer.close ? openers.length : 0;
    while (open-- && closer.start < closer.end) {
      const opener = openers[open];
      const openerSize = opener.end - opener.start;
      const closerSize = closer.end - closer.start;
      if (closer.split ? (
        // The rule of 3, on the sizes that are left.
        (opener.close || closer.open) && closerSize % 3 && !((openerSize + closerSize) % 3)
      ) : (
        // Others pair whole runs of the same size.
        openerSize !== opener.markers.length || openerSize !== closerSize
      )) {
        continue;
      }
      const size = closer.split ? openerSize > 1 && closerSize > 1 ? 2 : 1 : closerSize;
      const opening = opener.markers.slice(opener.end - size, opener.end);
      const closing = closer.markers.slice(closer.start, closer.start + size);
      const openToken = opening[0];
      const closeToken = closing[0];
      if (
        // Whole sequences:
        // the markers of a sequence are next to each other,
        // so if the first and last marker are of one sequence of that size,
        // all markers are exactly that sequence.
        openToken === opening[size - 1] && openToken.value.length === size && closeToken === closing[size - 1] && closeToken.value.length === size && // Of the same attention, so its opening and closing sequence.
        openToken.attention === closeToken.attention
      ) {
        wrong.delete(openToken);
        wrong.delete(closeToken);
      } else {
        const involved = [.../* @__PURE__ */ new Set([...opening, ...closing])];
        for (const token2 of involved) {
          const list3 = wrong.get(token2);
          if (list3) list3.push(...involved);
        }
      }
      opener.end -= size;
      closer.start += size;
      if (opener.start === opener.end) openers.splice(open, 1);
      open = openers.length;
    }
    if (closer.open && closer.start < closer.end) openers.push(closer);
  }
}
function attentionSequences(type, markers, sizes) {
  if (markers.length === 0) {
    throw new Error(
      "Cannot serialize `" + type + "` as attention without markers, expected one or more markers"
    );
  }
  if (sizes.length === 0) {
    throw new Error(
      "Cannot serialize `" + type + "` as attention without sizes, expected one or more sizes"
    );
  }
  for (const size of sizes) {
    if (!Number.isSafeInteger(size) || size < 1) {
      throw new Error(
        "Cannot serialize `" + type + "` as attention with `" + size + "` as size, expected positive integer"
      );
    }
  }
  const sequences = [];
  for (const marker of markers) {
    if (marker.length !== 1) {
      throw new Error(
        "Cannot serialize `" + type + "` as attention with `" + marker + "` as marker, expected a single ascii character"
      );
    }
    if (!asciiPunctuation(marker.charCodeAt(0))) {
      throw new Error(
        "Cannot serialize `" + type + "` as attention with `" + marker + "` as marker, expected ascii punctuation"
      );
    }
    for (const size of sizes) {
      sequences.push(marker.repeat(size));
    }
  }
  return sequences;
}
function phrasing3(parent, state, info) {
  const indexStack = state.indexStack;
  const children = parent.children || [];
  const results = [];
  let index2 = -1;
  let before = info.before;
  indexStack.push(-1);
  let tracker = state.createTracker(info);
  while (++index2 < children.length) {
    const child = children[index2];
    let after;
    indexStack[indexStack.length - 1] = index2;
    if (index2 + 1 < children.length) {
      let handle3 = state.handle.handlers[children[index2 + 1].type];
      if (handle3 && handle3.peek) handle3 = handle3.peek;
      after = handle3 ? firstCharacter(
        handle3(children[index2 + 1], parent, state, {
          before: "",
          after: "",
          ...tracker.current()
        })
      ) : "";
    } else {
      after = info.after;
    }
    const previous3 = results[results.length - 1];
    if (typeof previous3 === "string" && (before === "\r" || before === "\n") && child.type === "html" && htmlKind2(child.value) !== 7) {
      results[results.length - 1] = previous3.replace(/(\r?\n|\r)$/, " ");
      before = " ";
      tracker = state.createTracker(info);
      tracker.move(serialize2(results, info.before, info.after));
    }
    const handle2 = state.handle.handlers[child.type];
    if (handle2 && handle2.attention) {
      const item = attentionItem(
        /** @type {PhrasingParents} */
        child,
        handle2.attention,
        state,
        tracker
      );
      if (!item) continue;
      results.push(item);
      before = lastCharacter(item.sequences[0]);
    } else {
      const value = state.handle(child, parent, state, {
        ...tracker.current(),
        after,
        before
      });
      if (!value) continue;
      tracker.move(value);
      results.push(value);
      before = lastCharacter(value);
    }
  }
  indexStack.pop();
  return results;
}
function attentionItem(node2, attention4, state, tracker) {
  const { construct, markers, sizes } = attention4(node2, state);
  const sequences = attentionSequences(node2.type, markers, sizes);
  const sequence = sequences[0];
  const exit3 = state.enter(construct);
  const inside = state.createTracker(tracker.current());
  inside.move(sequence);
  const children = phrasing3(node2, state, {
    ...inside.current(),
    before: sequence,
    after: sequence
  });
  exit3();
  if (children.length === 0) return;
  tracker.move(sequence);
  tracker.move(serialize2(children, sequence, sequence));
  tracker.move(sequence);
  return { children, sequences };
}
function fix(items, chosen, before, after) {
  let tokens = render(items, chosen, before, after);
  let mistake = check(tokens, before, after);
  while (mistake) {
    const next = improve(items, chosen, mistake, before, after);
    if (!next) return;
    chosen = next.chosen;
    tokens = next.tokens;
    mistake = next.mistake;
  }
  return tokens;
}
function guess(items, chosen, before, after) {
  let previous3 = before;
  let index2 = -1;
  while (++index2 < items.length) {
    const item = items[index2];
    if (typeof item === "string") {
      previous3 = "";
      continue;
    }
    const next = index2 === items.length - 1 ? after : "";
    const sequence = item.sequences.find(function(value) {
      const marker = value.charAt(0);
      return marker !== previous3.charAt(0) && marker !== next.charAt(0) || items.length === 1 && builtins.has(marker) && value.length > before.length;
    }) || item.sequences[0];
    if (sequence !== item.sequences[0]) chosen.set(item, sequence);
    guess(item.children, chosen, sequence, sequence);
    previous3 = sequence;
  }
}
function render(items, chosen, before, after) {
  const tokens = [];
  let encodeAfter;
  let previous3 = lastCharacter(before);
  let index2 = -1;
  while (++index2 < items.length) {
    const item = items[index2];
    if (typeof item === "string") {
      const token2 = { value: item, attention: void 0 };
      if (encodeAfter && encodeAfter === firstCharacter(item)) {
        encode([token2], true);
      }
      encodeAfter = void 0;
      tokens.push(token2);
      if (token2.value) previous3 = lastCharacter(token2.value);
      continue;
    }
    const sequence = chosen.get(item) || item.sequences[0];
    const marker = sequence.charAt(0);
    const next = items[index2 + 1];
    const outsideBefore = previous3;
    const outsideAfter = firstCharacter(
      next === void 0 ? after : typeof next === "string" ? next : chosen.get(next) || next.sequences[0]
    );
    const inside = render(item.children, chosen, sequence, sequence);
    const head = inside[0].value;
    const open = encodeInfo(
      outsideBefore.charCodeAt(outsideBefore.length - 1),
      head.charCodeAt(0),
      marker
    );
    if (open.inside) encode(inside, true);
    const tail = lastCharacter(inside[inside.length - 1].value);
    const close = encodeInfo(
      outsideAfter.charCodeAt(0),
      tail.charCodeAt(tail.length - 1),
      marker
    );
    if (close.inside) encode(inside, false);
    if (open.outside && outsideBefore !== "\n" && outsideBefore !== "\r") {
      encode(tokens, false);
    }
    if (close.outside) encodeAfter = outsideAfter;
    tokens.push({ value: sequence, attention: item }, ...inside, {
      value: sequence,
      attention: item
    });
    previous3 = sequence.charAt(sequence.length - 1);
  }
  return tokens;
}
function serialize2(items, before, after) {
  const guessed = /* @__PURE__ */ new Map();
  guess(items, guessed, before, after);
  const tokens = (
    // Start from guesses (based on the preferred sequences).
    (guessed.size > 0 ? fix(items, guessed, before, after) : void 0) || // If stuck, start from the preferred sequences instead.
    fix(items, /* @__PURE__ */ new Map(), before, after) || // If stuck again, use the preferred sequences as they are.
    render(items, /* @__PURE__ */ new Map(), before, after)
  );
  let result = "";
  for (const token2 of tokens) result += token2.value;
  return result;
}
var builtins;
var init_container_phrasing = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/container-phrasing.js"() {
    init_micromark_util_character();
    init_micromark_util_classify_character();
    init_character();
    init_encode_character_reference();
    init_encode_info();
    init_html_kind();
    builtins = /* @__PURE__ */ new Map([
      ["*", false],
      ["_", true]
    ]);
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/emphasis.js
function emphasis2(node2, _, state, info) {
  const exit3 = state.enter("phrasing");
  const item = attentionItem(node2, attention2, state, state.createTracker(info));
  const value = item ? serialize2([item], info.before, info.after) : "";
  exit3();
  return value;
}
function attention2(_, state) {
  const marker = checkEmphasis(state);
  return {
    construct: "emphasis",
    markers: marker === "*" ? ["*", "_"] : ["_", "*"],
    sizes: [1]
  };
}
function peek(_, _1, state) {
  return state.options.emphasis || "*";
}
var init_emphasis = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/emphasis.js"() {
    init_check_emphasis();
    init_container_phrasing();
    emphasis2.attention = attention2;
    emphasis2.peek = peek;
  }
});

// node_modules/unist-util-visit/lib/index.js
function visit(tree, testOrEnterOrVisitors, enterOrVisitorsOrReverse, maybeReverse) {
  let check3;
  let visitors;
  let reverse2;
  if (typeof enterOrVisitorsOrReverse === "function" || enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === "object") {
    check3 = /** @type {Test} */
    testOrEnterOrVisitors;
    visitors = enterOrVisitorsOrReverse;
    reverse2 = maybeReverse;
  } else {
    visitors = /** @type {Visitor | Visitors} */
    testOrEnterOrVisitors;
    reverse2 = enterOrVisitorsOrReverse;
  }
  if (typeof visitors === "function") {
    visitParents(tree, check3, wrap2(visitors), reverse2);
  } else {
    visitParents(tree, check3, wrapVisitors(visitors), reverse2);
  }
}
function wrapVisitors(visitors) {
  if (!visitors || typeof visitors !== "object") return visitors;
  return {
    enter: typeof visitors.enter === "function" ? wrap2(visitors.enter) : visitors.enter,
    exit: typeof visitors.exit === "function" ? wrap2(visitors.exit) : visitors.exit
  };
}
function wrap2(visitor) {
  return overload;
  function overload(node2, parents, index2) {
    return visitor(node2, index2, parents[parents.length - 1]);
  }
}
var init_lib16 = __esm({
  "node_modules/unist-util-visit/lib/index.js"() {
    init_unist_util_visit_parents();
    init_unist_util_visit_parents();
  }
});

// node_modules/unist-util-visit/index.js
var init_unist_util_visit = __esm({
  "node_modules/unist-util-visit/index.js"() {
    init_lib16();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/format-heading-as-setext.js
function formatHeadingAsSetext(node2, state) {
  let literalWithBreak = false;
  visit(node2, function(node3) {
    if ("value" in node3 && /\r?\n|\r/.test(node3.value) || node3.type === "break") {
      literalWithBreak = true;
      return EXIT;
    }
  });
  return Boolean(
    (!node2.depth || node2.depth < 3) && toString(node2) && (state.options.setext || literalWithBreak)
  );
}
var init_format_heading_as_setext = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/format-heading-as-setext.js"() {
    init_unist_util_visit();
    init_mdast_util_to_string();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/heading.js
function heading(node2, _, state, info) {
  const rank = Math.max(Math.min(6, node2.depth || 1), 1);
  const tracker = state.createTracker(info);
  if (formatHeadingAsSetext(node2, state)) {
    const exit4 = state.enter("headingSetext");
    const subexit2 = state.enter("phrasing");
    const value2 = state.containerPhrasing(node2, {
      ...tracker.current(),
      before: "\n",
      after: "\n"
    });
    subexit2();
    exit4();
    return value2 + "\n" + (rank === 1 ? "=" : "-").repeat(
      // The whole size…
      value2.length - // Minus the position of the character after the last EOL (or
      // 0 if there is none)…
      (Math.max(value2.lastIndexOf("\r"), value2.lastIndexOf("\n")) + 1)
    );
  }
  const sequence = "#".repeat(rank);
  const exit3 = state.enter("headingAtx");
  const subexit = state.enter("phrasing");
  tracker.move(sequence + " ");
  let value = state.containerPhrasing(node2, {
    before: "# ",
    after: "\n",
    ...tracker.current()
  });
  const head = value.charCodeAt(0);
  if (head === 9 || head === 32) {
    value = encodeCharacterReference(head) + value.slice(1);
  }
  value = value ? sequence + " " + value : sequence;
  if (state.options.closeAtx) {
    value += " " + sequence;
  }
  subexit();
  exit3();
  return value;
}
var init_heading = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/heading.js"() {
    init_encode_character_reference();
    init_format_heading_as_setext();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/html.js
function html(node2) {
  return node2.value || "";
}
function htmlPeek() {
  return "<";
}
var init_html = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/html.js"() {
    html.peek = htmlPeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/image.js
function image(node2, _, state, info) {
  const quote = checkQuote(state);
  const suffix = quote === '"' ? "Quote" : "Apostrophe";
  const exit3 = state.enter("image");
  let subexit = state.enter("label");
  const tracker = state.createTracker(info);
  let value = tracker.move("![");
  value += tracker.move(
    state.safe(node2.alt, { before: value, after: "]", ...tracker.current() })
  );
  value += tracker.move("](");
  subexit();
  if (
    // If there’s no url but there is a title…
    !node2.url && node2.title || // If there are control characters or whitespace.
    /[\0- \u007F]/.test(node2.url)
  ) {
    subexit = state.enter("destinationLiteral");
    value += tracker.move("<");
    value += tracker.move(
      state.safe(node2.url, { before: value, after: ">", ...tracker.current() })
    );
    value += tracker.move(">");
  } else {
    subexit = state.enter("destinationRaw");
    value += tracker.move(
      state.safe(node2.url, {
        before: value,
        after: node2.title ? " " : ")",
        ...tracker.current()
      })
    );
  }
  subexit();
  if (node2.title) {
    subexit = state.enter(`title${suffix}`);
    value += tracker.move(" " + quote);
    value += tracker.move(
      state.safe(node2.title, {
        before: value,
        after: quote,
        ...tracker.current()
      })
    );
    value += tracker.move(quote);
    subexit();
  }
  value += tracker.move(")");
  exit3();
  return value;
}
function imagePeek() {
  return "!";
}
var init_image = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/image.js"() {
    init_check_quote();
    image.peek = imagePeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/image-reference.js
function imageReference(node2, _, state, info) {
  const type = node2.referenceType;
  const exit3 = state.enter("imageReference");
  let subexit = state.enter("label");
  const tracker = state.createTracker(info);
  let value = tracker.move("![");
  const alt = state.safe(node2.alt, {
    before: value,
    after: "]",
    ...tracker.current()
  });
  value += tracker.move(alt + "][");
  subexit();
  const stack = state.stack;
  state.stack = stack.filter(function(d) {
    return d !== "phrasing";
  });
  subexit = state.enter("reference");
  const reference = state.safe(state.associationId(node2), {
    before: value,
    after: "]",
    ...tracker.current()
  });
  subexit();
  state.stack = stack;
  exit3();
  if (type === "full" || !alt || alt !== reference) {
    value += tracker.move(reference + "]");
  } else if (type === "shortcut") {
    value = value.slice(0, -1);
  } else {
    value += tracker.move("]");
  }
  return value;
}
function imageReferencePeek() {
  return "!";
}
var init_image_reference = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/image-reference.js"() {
    imageReference.peek = imageReferencePeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/inline-code.js
function inlineCode(node2, _, state) {
  let value = node2.value || "";
  let sequence = "`";
  let index2 = -1;
  while (new RegExp("(^|[^`])" + sequence + "([^`]|$)").test(value)) {
    sequence += "`";
  }
  if (/[^\n\r ]/.test(value) && (/^[\n\r ]/.test(value) && /[\n\r ]$/.test(value) || /^`|`$/.test(value))) {
    value = " " + value + " ";
  }
  while (++index2 < state.unsafe.length) {
    const pattern = state.unsafe[index2];
    const expression = state.compilePattern(pattern);
    if (!pattern.atBreak) continue;
    let match;
    while (match = expression.exec(value)) {
      let position3 = match.index;
      if (value.charCodeAt(position3) === 10 && value.charCodeAt(position3 - 1) === 13) {
        position3--;
      }
      value = value.slice(0, position3) + " " + value.slice(match.index + 1);
    }
  }
  return sequence + value + sequence;
}
function inlineCodePeek() {
  return "`";
}
var init_inline_code = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/inline-code.js"() {
    inlineCode.peek = inlineCodePeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/util/format-link-as-autolink.js
function formatLinkAsAutolink(node2, state) {
  const raw = toString(node2);
  return Boolean(
    !state.options.resourceLink && // If there’s a url…
    node2.url && // And there’s no title…
    !node2.title && // And the content of `node` is a single text node…
    node2.children && node2.children.length === 1 && node2.children[0].type === "text" && // And if the url is the same as the content…
    (raw === node2.url || "mailto:" + raw === node2.url) && // And that starts w/ a protocol…
    /^[a-z][+\-.a-z]+:/i.test(node2.url) && // And that doesn’t contain ASCII control codes (character escapes and
    // references don’t work), space, or angle brackets…
    !/[\0- <>\u007F]/.test(node2.url)
  );
}
var init_format_link_as_autolink = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/format-link-as-autolink.js"() {
    init_mdast_util_to_string();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/link.js
function link2(node2, _, state, info) {
  const quote = checkQuote(state);
  const suffix = quote === '"' ? "Quote" : "Apostrophe";
  const tracker = state.createTracker(info);
  if (formatLinkAsAutolink(node2, state)) {
    const stack = state.stack;
    state.stack = stack.filter(function(d) {
      return d !== "phrasing";
    });
    const exit4 = state.enter("autolink");
    let value2 = tracker.move("<");
    value2 += tracker.move(
      state.containerPhrasing(node2, {
        before: value2,
        after: ">",
        ...tracker.current()
      })
    );
    value2 += tracker.move(">");
    exit4();
    state.stack = stack;
    return value2;
  }
  const exit3 = state.enter("link");
  let subexit = state.enter("label");
  let value = tracker.move("[");
  const text5 = state.containerPhrasing(node2, {
    before: value,
    after: "](",
    ...tracker.current()
  });
  value += tracker.move(text5);
  subexit();
  value += tracker.move("](");
  const enclose = /[\0- \u007F]/.test(node2.url);
  const last = info.before.charAt(info.before.length - 1);
  let title = node2.title || void 0;
  if (!title && !enclose && (last === "\n" || last === "\r")) {
    let index2 = 0;
    while (index2 < text5.length && text5.charCodeAt(index2) !== 93) {
      index2 += text5.charCodeAt(index2) === 92 ? 2 : 1;
    }
    if (text5.charCodeAt(index2 + 1) === 58) title = "";
  }
  if (
    // If there’s no url but there is a title…
    !node2.url && typeof title === "string" || // If there are control characters or whitespace.
    enclose
  ) {
    subexit = state.enter("destinationLiteral");
    value += tracker.move("<");
    value += tracker.move(
      state.safe(node2.url, { before: value, after: ">", ...tracker.current() })
    );
    value += tracker.move(">");
  } else {
    subexit = state.enter("destinationRaw");
    value += tracker.move(
      state.safe(node2.url, {
        before: value,
        after: typeof title === "string" ? " " : ")",
        ...tracker.current()
      })
    );
  }
  subexit();
  if (typeof title === "string") {
    subexit = state.enter(`title${suffix}`);
    value += tracker.move(" " + quote);
    value += tracker.move(
      state.safe(title, {
        before: value,
        after: quote,
        ...tracker.current()
      })
    );
    value += tracker.move(quote);
    subexit();
  }
  value += tracker.move(")");
  exit3();
  return value;
}
function linkPeek(node2, _, state) {
  return formatLinkAsAutolink(node2, state) ? "<" : "[";
}
var init_link = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/link.js"() {
    init_check_quote();
    init_format_link_as_autolink();
    link2.peek = linkPeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/link-reference.js
function linkReference(node2, _, state, info) {
  const type = node2.referenceType;
  const exit3 = state.enter("linkReference");
  let subexit = state.enter("label");
  const tracker = state.createTracker(info);
  let value = tracker.move("[");
  const text5 = state.containerPhrasing(node2, {
    before: value,
    after: "]",
    ...tracker.current()
  });
  value += tracker.move(text5 + "][");
  subexit();
  const stack = state.stack;
  state.stack = stack.filter(function(d) {
    return d !== "phrasing";
  });
  subexit = state.enter("reference");
  const reference = state.safe(state.associationId(node2), {
    before: value,
    after: "]",
    ...tracker.current()
  });
  subexit();
  state.stack = stack;
  exit3();
  if (type === "full" || !text5 || text5 !== reference) {
    value += tracker.move(reference + "]");
  } else if (type === "shortcut") {
    value = value.slice(0, -1);
  } else {
    value += tracker.move("]");
  }
  return value;
}
function linkReferencePeek() {
  return "[";
}
var init_link_reference = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/link-reference.js"() {
    linkReference.peek = linkReferencePeek;
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-bullet.js
function checkBullet(state) {
  const marker = state.options.bullet || "*";
  if (marker !== "*" && marker !== "+" && marker !== "-") {
    throw new Error(
      "Cannot serialize items with `" + marker + "` for `options.bullet`, expected `*`, `+`, or `-`"
    );
  }
  return marker;
}
var init_check_bullet = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-bullet.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-bullet-other.js
function checkBulletOther(state) {
  const bullet = checkBullet(state);
  const bulletOther = state.options.bulletOther;
  if (!bulletOther) {
    return bullet === "*" ? "-" : "*";
  }
  if (bulletOther !== "*" && bulletOther !== "+" && bulletOther !== "-") {
    throw new Error(
      "Cannot serialize items with `" + bulletOther + "` for `options.bulletOther`, expected `*`, `+`, or `-`"
    );
  }
  if (bulletOther === bullet) {
    throw new Error(
      "Expected `bullet` (`" + bullet + "`) and `bulletOther` (`" + bulletOther + "`) to be different"
    );
  }
  return bulletOther;
}
var init_check_bullet_other = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-bullet-other.js"() {
    init_check_bullet();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-bullet-ordered.js
function checkBulletOrdered(state) {
  const marker = state.options.bulletOrdered || ".";
  if (marker !== "." && marker !== ")") {
    throw new Error(
      "Cannot serialize items with `" + marker + "` for `options.bulletOrdered`, expected `.` or `)`"
    );
  }
  return marker;
}
var init_check_bullet_ordered = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-bullet-ordered.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-rule.js
function checkRule(state) {
  const marker = state.options.rule || "*";
  if (marker !== "*" && marker !== "-" && marker !== "_") {
    throw new Error(
      "Cannot serialize rules with `" + marker + "` for `options.rule`, expected `*`, `-`, or `_`"
    );
  }
  return marker;
}
var init_check_rule = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-rule.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/list.js
function list2(node2, parent, state, info) {
  const exit3 = state.enter("list");
  const bulletCurrent = state.bulletCurrent;
  let bullet = node2.ordered ? checkBulletOrdered(state) : checkBullet(state);
  const bulletOther = node2.ordered ? bullet === "." ? ")" : "." : checkBulletOther(state);
  let useDifferentMarker = parent && state.bulletLastUsed ? bullet === state.bulletLastUsed : false;
  if (!node2.ordered) {
    const firstListItem = node2.children ? node2.children[0] : void 0;
    if (
      // Bullet could be used as a thematic break marker:
      (bullet === "*" || bullet === "-") && // Empty first list item:
      firstListItem && (!firstListItem.children || !firstListItem.children[0]) && // Directly in two other list items:
      state.stack[state.stack.length - 1] === "list" && state.stack[state.stack.length - 2] === "listItem" && state.stack[state.stack.length - 3] === "list" && state.stack[state.stack.length - 4] === "listItem" && // That are each the first child.
      state.indexStack[state.indexStack.length - 1] === 0 && state.indexStack[state.indexStack.length - 2] === 0 && state.indexStack[state.indexStack.length - 3] === 0
    ) {
      useDifferentMarker = true;
    }
    if (checkRule(state) === bullet && firstListItem) {
      let index2 = -1;
      while (++index2 < node2.children.length) {
        const item = node2.children[index2];
        if (item && item.type === "listItem" && item.children && item.children[0] && item.children[0].type === "thematicBreak") {
          useDifferentMarker = true;
          break;
        }
      }
    }
  }
  if (useDifferentMarker) {
    bullet = bulletOther;
  }
  state.bulletCurrent = bullet;
  const value = state.containerFlow(node2, info);
  state.bulletLastUsed = bullet;
  state.bulletCurrent = bulletCurrent;
  exit3();
  return value;
}
var init_list2 = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/list.js"() {
    init_check_bullet();
    init_check_bullet_other();
    init_check_bullet_ordered();
    init_check_rule();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-list-item-indent.js
function checkListItemIndent(state) {
  const style2 = state.options.listItemIndent || "one";
  if (style2 !== "tab" && style2 !== "one" && style2 !== "mixed") {
    throw new Error(
      "Cannot serialize items with `" + style2 + "` for `options.listItemIndent`, expected `tab`, `one`, or `mixed`"
    );
  }
  return style2;
}
var init_check_list_item_indent = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-list-item-indent.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/list-item.js
function listItem(node2, parent, state, info) {
  const listItemIndent = checkListItemIndent(state);
  let bullet = state.bulletCurrent || checkBullet(state);
  if (parent && parent.type === "list" && parent.ordered) {
    bullet = (typeof parent.start === "number" && parent.start > -1 ? parent.start : 1) + (state.options.incrementListMarker === false ? 0 : parent.children.indexOf(node2)) + bullet;
  }
  let size = bullet.length + 1;
  if (listItemIndent === "tab" || listItemIndent === "mixed" && (parent && parent.type === "list" && parent.spread || node2.spread)) {
    size = Math.ceil(size / 4) * 4;
  }
  const tracker = state.createTracker(info);
  tracker.move(bullet + " ".repeat(size - bullet.length));
  tracker.shift(size);
  const exit3 = state.enter("listItem");
  const value = state.indentLines(
    state.containerFlow(node2, tracker.current()),
    map3
  );
  exit3();
  return value;
  function map3(line, index2, blank) {
    if (index2) {
      return (blank ? "" : " ".repeat(size)) + line;
    }
    return (blank ? bullet : bullet + " ".repeat(size - bullet.length)) + line;
  }
}
var init_list_item = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/list-item.js"() {
    init_check_bullet();
    init_check_list_item_indent();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/paragraph.js
function paragraph(node2, _, state, info) {
  const exit3 = state.enter("paragraph");
  const subexit = state.enter("phrasing");
  const value = state.containerPhrasing(node2, info);
  subexit();
  exit3();
  return value;
}
var init_paragraph = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/paragraph.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/root.js
function root(node2, _, state, info) {
  const hasPhrasing = node2.children.some(function(d) {
    return phrasing2(d);
  });
  if (!hasPhrasing) return state.containerFlow(node2, info);
  const exit3 = state.enter("phrasing");
  const value = state.containerPhrasing(node2, info);
  exit3();
  return value;
}
var init_root = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/root.js"() {
    init_mdast_util_phrasing();
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-strong.js
function checkStrong(state) {
  const marker = state.options.strong || "*";
  if (marker !== "*" && marker !== "_") {
    throw new Error(
      "Cannot serialize strong with `" + marker + "` for `options.strong`, expected `*`, or `_`"
    );
  }
  return marker;
}
var init_check_strong = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-strong.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/strong.js
function strong(node2, _, state, info) {
  const exit3 = state.enter("phrasing");
  const item = attentionItem(node2, attention3, state, state.createTracker(info));
  const value = item ? serialize2([item], info.before, info.after) : "";
  exit3();
  return value;
}
function attention3(_, state) {
  const marker = checkStrong(state);
  return {
    construct: "strong",
    markers: marker === "*" ? ["*", "_"] : ["_", "*"],
    sizes: [2]
  };
}
function peek2(_, _1, state) {
  return state.options.strong || "*";
}
var init_strong = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/strong.js"() {
    init_check_strong();
    init_container_phrasing();
    strong.attention = attention3;
    strong.peek = peek2;
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/text.js
function text3(node2, parent, state, info) {
  const siblings = parent ? parent.children : [];
  const index2 = state.indexStack[state.indexStack.length - 1];
  return state.safe(node2.value, {
    ...info,
    afterNode: siblings[index2 + 1],
    beforeNode: siblings[index2 - 1]
  });
}
var init_text2 = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/text.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/util/check-rule-repetition.js
function checkRuleRepetition(state) {
  const repetition = state.options.ruleRepetition || 3;
  if (repetition < 3) {
    throw new Error(
      "Cannot serialize rules with repetition `" + repetition + "` for `options.ruleRepetition`, expected `3` or more"
    );
  }
  return repetition;
}
var init_check_rule_repetition = __esm({
  "node_modules/mdast-util-to-markdown/lib/util/check-rule-repetition.js"() {
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/thematic-break.js
function thematicBreak2(_, _1, state) {
  const value = (checkRule(state) + (state.options.ruleSpaces ? " " : "")).repeat(checkRuleRepetition(state));
  return state.options.ruleSpaces ? value.slice(0, -1) : value;
}
var init_thematic_break2 = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/thematic-break.js"() {
    init_check_rule_repetition();
    init_check_rule();
  }
});

// node_modules/mdast-util-to-markdown/lib/handle/index.js
var handle;
var init_handle = __esm({
  "node_modules/mdast-util-to-markdown/lib/handle/index.js"() {
    init_blockquote();
    init_break();
    init_code();
    init_definition2();
    init_emphasis();
    init_heading();
    init_html();
    init_image();
    init_image_reference();
    init_inline_code();
    init_link();
    init_link_reference();
    init_list2();
    init_list_item();
    init_paragraph();
    init_root();
    init_strong();
    init_text2();
    init_thematic_break2();
    handle = {
      blockquote,
      break: hardBreak,
      code,
      definition: definition2,
      emphasis: emphasis2,
      hardBreak,
      heading,
      html,
      image,
      imageReference,
      inlineCode,
      link: link2,
      linkReference,
      list: list2,
      listItem,
      paragraph,
      root,
      strong,
      text: text3,
      thematicBreak: thematicBreak2
    };
  }
});

// node_modules/mdast-util-to-markdown/index.js
var init_mdast_util_to_markdown = __esm({
  "node_modules/mdast-util-to-markdown/index.js"() {
    init_handle();
  }
});

// node_modules/mdast-util-gfm-table/lib/index.js
function gfmTableFromMarkdown() {
  return {
    enter: {
      table: enterTable,
      tableData: enterCell,
      tableHeader: enterCell,
      tableRow: enterRow
    },
    exit: {
      codeText: exitCodeText,
      table: exitTable,
      tableData: exit2,
      tableHeader: exit2,
      tableRow: exit2
    }
  };
}
function enterTable(token2) {
  const align = token2._align;
  ok(align, "expected `_align` on table");
  this.enter(
    {
      type: "table",
      align: align.map(function(d) {
        return d === "none" ? null : d;
      }),
      children: [],
      position: void 0
    },
    token2
  );
  this.data.inTable = true;
}
function exitTable(token2) {
  this.exit(token2);
  this.data.inTable = void 0;
}
function enterRow(token2) {
  this.enter({ type: "tableRow", children: [], position: void 0 }, token2);
}
function exit2(token2) {
  this.exit(token2);
}
function enterCell(token2) {
  this.enter({ type: "tableCell", children: [], position: void 0 }, token2);
}
function exitCodeText(token2) {
  let value = this.resume();
  if (this.data.inTable) {
    value = value.replace(/\\([\\|])/g, replace);
  }
  const node2 = this.stack[this.stack.length - 1];
  ok(node2.type === "inlineCode");
  node2.value = value;
  this.exit(token2);
}
function replace($0, $1) {
  return $1 === "|" ? $1 : $0;
}
function gfmTableToMarkdown(options) {
  const settings = options || {};
  const {
    tableCellPadding: padding,
    tablePipeAlign: alignDelimiters,
    stringLength
  } = settings;
  const around = padding ? " " : "|";
  return {
    handlers: {
      inlineCode: inlineCodeWithTable,
      table: handleTable,
      tableCell: handleTableCell,
      tableRow: handleTableRow
    },
    join: [joinTable],
    unsafe: [
      { character: "\r", inConstruct: "tableCell" },
      { character: "\n", inConstruct: "tableCell" },
      // A pipe, when followed by a tab or space (padding), or a dash or colon
      // (unpadded delimiter row), could result in a table.
      { atBreak: true, character: "|", after: "[	 :-]" },
      // A pipe in a cell must be encoded.
      { character: "|", inConstruct: "tableCell" },
      // A colon must be followed by a dash, in which case it could start a
      // delimiter row.
      { atBreak: true, character: ":", after: "-" },
      // A delimiter row can also start with a dash, when followed by more
      // dashes, a colon, or a pipe.
      // This is a stricter version than the built in check for lists, thematic
      // breaks, and setex heading underlines though:
      // <https://github.com/syntax-tree/mdast-util-to-markdown/blob/51a2038/lib/unsafe.js#L57>
      { atBreak: true, character: "-", after: "[:|-]" }
    ]
  };
  function handleTable(node2, _, state, info) {
    const matrix = handleTableAsData(node2, state, info);
    const head = matrix[0];
    if (head) {
      let columns = node2.align ? node2.align.length : 0;
      let index2 = -1;
      if (!columns) {
        while (++index2 < matrix.length) {
          if (matrix[index2].length > columns) columns = matrix[index2].length;
        }
      }
      while (head.length < columns) head.push("");
    }
    return serializeData(matrix, node2.align);
  }
  function handleTableRow(node2, _, state, info) {
    const row = handleTableRowAsData(node2, state, info);
    const value = serializeData([row]);
    return value.slice(0, value.indexOf("\n"));
  }
  function handleTableCell(node2, _, state, info) {
    const exit3 = state.enter("tableCell");
    const subexit = state.enter("phrasing");
    const value = state.containerPhrasing(node2, {
      ...info,
      before: around,
      after: around
    });
    subexit();
    exit3();
    return value;
  }
  function serializeData(matrix, align) {
    return markdownTable(matrix, {
      align,
      alignDelimiters,
      fillRows: false,
      padding,
      stringLength
    });
  }
  function handleTableAsData(node2, state, info) {
    const { children } = node2;
    let index2 = -1;
    const result = [];
    const subexit = state.enter("table");
    while (++index2 < children.length) {
      result[index2] = handleTableRowAsData(children[index2], state, info);
    }
    subexit();
    return result;
  }
  function handleTableRowAsData(node2, state, info) {
    const { children } = node2;
    let index2 = -1;
    const result = [];
    const subexit = state.enter("tableRow");
    while (++index2 < children.length) {
      result[index2] = handleTableCell(children[index2], node2, state, info);
    }
    subexit();
    return result;
  }
  function inlineCodeWithTable(node2, parent, state) {
    const value = handle.inlineCode(node2, parent, state);
    if (!state.stack.includes("tableCell")) return value;
    const result = [];
    let start = 0;
    let index2 = value.indexOf("|");
    while (index2 !== -1) {
      let before = index2;
      while (before > start && value.charCodeAt(before - 1) === 92) {
        before--;
      }
      result.push(value.slice(start, index2));
      if ((index2 - before) % 2 === 0) result.push("\\");
      start = index2;
      index2 = value.indexOf("|", index2 + 1);
    }
    result.push(value.slice(start));
    return result.join("");
  }
}
function joinTable(left, right, parent, state) {
  if (left.type === "table" && parent.type === "listItem" && parent.spread === false && (right.type === "definition" || right.type === "heading" && formatHeadingAsSetext2(right, state) || right.type === "paragraph" || right.type === "table")) {
    return 1;
  }
}
function formatHeadingAsSetext2(node2, state) {
  let literalWithBreak = false;
  visit(node2, function(node3) {
    if (node3.type === "break" || "value" in node3 && /\r?\n|\r/.test(node3.value)) {
      literalWithBreak = true;
      return EXIT;
    }
  });
  return Boolean(
    (!node2.depth || node2.depth < 3) && toString(node2) && (state.options.setext || literalWithBreak)
  );
}
var init_lib17 = __esm({
  "node_modules/mdast-util-gfm-table/lib/index.js"() {
    init_default();
    init_markdown_table();
    init_mdast_util_to_markdown();
    init_mdast_util_to_string();
    init_unist_util_visit();
  }
});

// node_modules/mdast-util-gfm-table/index.js
var init_mdast_util_gfm_table = __esm({
  "node_modules/mdast-util-gfm-table/index.js"() {
    init_lib17();
  }
});

// node_modules/mdast-util-gfm-task-list-item/lib/index.js
function gfmTaskListItemFromMarkdown() {
  return {
    exit: {
      taskListCheckValueChecked: exitCheck,
      taskListCheckValueUnchecked: exitCheck,
      paragraph: exitParagraphWithTaskListItem
    }
  };
}
function gfmTaskListItemToMarkdown() {
  return {
    handlers: { paragraph: paragraphWithTaskListItem },
    join: [joinDefinitionsBeforeTaskListItemParagraph]
  };
}
function exitCheck(token2) {
  const node2 = this.stack[this.stack.length - 2];
  ok(node2.type === "listItem");
  node2.checked = token2.type === "taskListCheckValueChecked";
}
function exitParagraphWithTaskListItem(token2) {
  const parent = this.stack[this.stack.length - 2];
  if (parent && parent.type === "listItem" && typeof parent.checked === "boolean") {
    const node2 = this.stack[this.stack.length - 1];
    ok(node2.type === "paragraph");
    const head = node2.children[0];
    if (head && head.type === "text") {
      const siblings = parent.children;
      let index2 = -1;
      let firstParagraph;
      while (++index2 < siblings.length) {
        const sibling = siblings[index2];
        if (sibling.type === "paragraph") {
          firstParagraph = sibling;
          break;
        }
      }
      if (firstParagraph === node2) {
        head.value = head.value.slice(1);
        if (head.value.length === 0) {
          node2.children.shift();
        } else if (node2.position && head.position && typeof head.position.start.offset === "number") {
          head.position.start.column++;
          head.position.start.offset++;
          node2.position.start = { ...head.position.start };
        }
      }
    }
  }
  this.exit(token2);
}
function paragraphWithTaskListItem(node2, parent, state, info) {
  if (!parent || parent.type !== "listItem" || taskListItemParagraph(parent) !== node2) {
    return handle.paragraph(node2, parent, state, info);
  }
  const checkbox = "[" + (parent.checked ? "x" : " ") + "] ";
  const tracker = state.createTracker(info);
  tracker.move(checkbox);
  const value = handle.paragraph(
    node2.children.length > 0 ? node2 : { type: "paragraph", children: [{ type: "text", value: " " }] },
    parent,
    state,
    { ...info, ...tracker.current() }
  );
  return checkbox + value;
}
function joinDefinitionsBeforeTaskListItemParagraph(left, _, parent) {
  if (!(left.type === "definition" && parent.type === "listItem")) {
    return;
  }
  const paragraph2 = taskListItemParagraph(parent);
  if (paragraph2 && parent.children.indexOf(left) < parent.children.indexOf(paragraph2)) {
    return 0;
  }
}
function taskListItemParagraph(node2) {
  if (typeof node2.checked !== "boolean") {
    return;
  }
  for (const child of node2.children) {
    if (child.type === "paragraph") {
      return child;
    }
    if (child.type !== "definition") {
      return;
    }
  }
}
var init_lib18 = __esm({
  "node_modules/mdast-util-gfm-task-list-item/lib/index.js"() {
    init_default();
    init_mdast_util_to_markdown();
  }
});

// node_modules/mdast-util-gfm-task-list-item/index.js
var init_mdast_util_gfm_task_list_item = __esm({
  "node_modules/mdast-util-gfm-task-list-item/index.js"() {
    init_lib18();
  }
});

// node_modules/mdast-util-gfm/lib/index.js
function gfmFromMarkdown() {
  return [
    gfmAutolinkLiteralFromMarkdown(),
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown()
  ];
}
function gfmToMarkdown(options) {
  return {
    extensions: [
      gfmAutolinkLiteralToMarkdown(),
      gfmFootnoteToMarkdown(options),
      gfmStrikethroughToMarkdown(),
      gfmTableToMarkdown(options),
      gfmTaskListItemToMarkdown()
    ]
  };
}
var init_lib19 = __esm({
  "node_modules/mdast-util-gfm/lib/index.js"() {
    init_mdast_util_gfm_autolink_literal();
    init_mdast_util_gfm_footnote();
    init_mdast_util_gfm_strikethrough();
    init_mdast_util_gfm_table();
    init_mdast_util_gfm_task_list_item();
  }
});

// node_modules/mdast-util-gfm/index.js
var init_mdast_util_gfm = __esm({
  "node_modules/mdast-util-gfm/index.js"() {
    init_lib19();
  }
});

// node_modules/micromark-extension-gfm-autolink-literal/lib/syntax.js
function gfmAutolinkLiteral() {
  return {
    text: text4
  };
}
function tokenizeEmailAutolink(effects, ok3, nok) {
  const self = this;
  let dot;
  let data2;
  return start;
  function start(code3) {
    if (!gfmAtext(code3) || !previousEmail.call(self, self.previous) || previousUnbalanced(self.events)) {
      return nok(code3);
    }
    effects.enter("literalAutolink");
    effects.enter("literalAutolinkEmail");
    return atext(code3);
  }
  function atext(code3) {
    if (gfmAtext(code3)) {
      effects.consume(code3);
      return atext;
    }
    if (code3 === 64) {
      effects.consume(code3);
      return emailDomain;
    }
    return nok(code3);
  }
  function emailDomain(code3) {
    if (code3 === 46) {
      return effects.check(emailDomainDotTrail, emailDomainAfter, emailDomainDot)(code3);
    }
    if (code3 === 45 || code3 === 95 || asciiAlphanumeric(code3)) {
      data2 = true;
      effects.consume(code3);
      return emailDomain;
    }
    return emailDomainAfter(code3);
  }
  function emailDomainDot(code3) {
    effects.consume(code3);
    dot = true;
    return emailDomain;
  }
  function emailDomainAfter(code3) {
    if (data2 && dot && asciiAlpha(self.previous)) {
      effects.exit("literalAutolinkEmail");
      effects.exit("literalAutolink");
      return ok3(code3);
    }
    return nok(code3);
  }
}
function tokenizeWwwAutolink(effects, ok3, nok) {
  const self = this;
  return wwwStart;
  function wwwStart(code3) {
    if (code3 !== 87 && code3 !== 119 || !previousWww.call(self, self.previous) || previousUnbalanced(self.events)) {
      return nok(code3);
    }
    effects.enter("literalAutolink");
    effects.enter("literalAutolinkWww");
    return effects.check(wwwPrefix, effects.attempt(domain, effects.attempt(path, wwwAfter), nok), nok)(code3);
  }
  function wwwAfter(code3) {
    effects.exit("literalAutolinkWww");
    effects.exit("literalAutolink");
    return ok3(code3);
  }
}
function tokenizeProtocolAutolink(effects, ok3, nok) {
  const self = this;
  let buffer = "";
  let seen = false;
  return protocolStart;
  function protocolStart(code3) {
    if ((code3 === 72 || code3 === 104) && previousProtocol.call(self, self.previous) && !previousUnbalanced(self.events)) {
      effects.enter("literalAutolink");
      effects.enter("literalAutolinkHttp");
      buffer += String.fromCodePoint(code3);
      effects.consume(code3);
      return protocolPrefixInside;
    }
    return nok(code3);
  }
  function protocolPrefixInside(code3) {
    if (asciiAlpha(code3) && buffer.length < 5) {
      buffer += String.fromCodePoint(code3);
      effects.consume(code3);
      return protocolPrefixInside;
    }
    if (code3 === 58) {
      const protocol = buffer.toLowerCase();
      if (protocol === "http" || protocol === "https") {
        effects.consume(code3);
        return protocolSlashesInside;
      }
    }
    return nok(code3);
  }
  function protocolSlashesInside(code3) {
    if (code3 === 47) {
      effects.consume(code3);
      if (seen) {
        return afterProtocol;
      }
      seen = true;
      return protocolSlashesInside;
    }
    return nok(code3);
  }
  function afterProtocol(code3) {
    return code3 === null || asciiControl(code3) || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3) || unicodePunctuation(code3) ? nok(code3) : effects.attempt(domain, effects.attempt(path, protocolAfter), nok)(code3);
  }
  function protocolAfter(code3) {
    effects.exit("literalAutolinkHttp");
    effects.exit("literalAutolink");
    return ok3(code3);
  }
}
function tokenizeWwwPrefix(effects, ok3, nok) {
  let size = 0;
  return wwwPrefixInside;
  function wwwPrefixInside(code3) {
    if ((code3 === 87 || code3 === 119) && size < 3) {
      size++;
      effects.consume(code3);
      return wwwPrefixInside;
    }
    if (code3 === 46 && size === 3) {
      effects.consume(code3);
      return wwwPrefixAfter;
    }
    return nok(code3);
  }
  function wwwPrefixAfter(code3) {
    return code3 === null ? nok(code3) : ok3(code3);
  }
}
function tokenizeDomain(effects, ok3, nok) {
  let underscoreInLastSegment;
  let underscoreInLastLastSegment;
  let seen;
  return domainInside;
  function domainInside(code3) {
    if (code3 === 46 || code3 === 95) {
      return effects.check(trail, domainAfter, domainAtPunctuation)(code3);
    }
    if (code3 === null || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3) || code3 !== 45 && unicodePunctuation(code3)) {
      return domainAfter(code3);
    }
    seen = true;
    effects.consume(code3);
    return domainInside;
  }
  function domainAtPunctuation(code3) {
    if (code3 === 95) {
      underscoreInLastSegment = true;
    } else {
      underscoreInLastLastSegment = underscoreInLastSegment;
      underscoreInLastSegment = void 0;
    }
    effects.consume(code3);
    return domainInside;
  }
  function domainAfter(code3) {
    if (underscoreInLastLastSegment || underscoreInLastSegment || !seen) {
      return nok(code3);
    }
    return ok3(code3);
  }
}
function tokenizePath(effects, ok3) {
  let sizeOpen = 0;
  let sizeClose = 0;
  return pathInside;
  function pathInside(code3) {
    if (code3 === 40) {
      sizeOpen++;
      effects.consume(code3);
      return pathInside;
    }
    if (code3 === 41 && sizeClose < sizeOpen) {
      return pathAtPunctuation(code3);
    }
    if (code3 === 33 || code3 === 34 || code3 === 38 || code3 === 39 || code3 === 41 || code3 === 42 || code3 === 44 || code3 === 46 || code3 === 58 || code3 === 59 || code3 === 60 || code3 === 63 || code3 === 93 || code3 === 95 || code3 === 126) {
      return effects.check(trail, ok3, pathAtPunctuation)(code3);
    }
    if (code3 === null || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3)) {
      return ok3(code3);
    }
    effects.consume(code3);
    return pathInside;
  }
  function pathAtPunctuation(code3) {
    if (code3 === 41) {
      sizeClose++;
    }
    effects.consume(code3);
    return pathInside;
  }
}
function tokenizeTrail(effects, ok3, nok) {
  return trail2;
  function trail2(code3) {
    if (code3 === 33 || code3 === 34 || code3 === 39 || code3 === 41 || code3 === 42 || code3 === 44 || code3 === 46 || code3 === 58 || code3 === 59 || code3 === 63 || code3 === 95 || code3 === 126) {
      effects.consume(code3);
      return trail2;
    }
    if (code3 === 38) {
      effects.consume(code3);
      return trailCharacterReferenceStart;
    }
    if (code3 === 93) {
      effects.consume(code3);
      return trailBracketAfter;
    }
    if (
      // `<` is an end.
      code3 === 60 || // So is whitespace.
      code3 === null || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3)
    ) {
      return ok3(code3);
    }
    return nok(code3);
  }
  function trailBracketAfter(code3) {
    if (code3 === null || code3 === 40 || code3 === 91 || markdownLineEndingOrSpace(code3) || unicodeWhitespace(code3)) {
      return ok3(code3);
    }
    return trail2(code3);
  }
  function trailCharacterReferenceStart(code3) {
    return asciiAlpha(code3) ? trailCharacterReferenceInside(code3) : nok(code3);
  }
  function trailCharacterReferenceInside(code3) {
    if (code3 === 59) {
      effects.consume(code3);
      return trail2;
    }
    if (asciiAlpha(code3)) {
      effects.consume(code3);
      return trailCharacterReferenceInside;
    }
    return nok(code3);
  }
}
function tokenizeEmailDomainDotTrail(effects, ok3, nok) {
  return start;
  function start(code3) {
    effects.consume(code3);
    return after;
  }
  function after(code3) {
    return asciiAlphanumeric(code3) ? nok(code3) : ok3(code3);
  }
}
function previousWww(code3) {
  return code3 === null || code3 === 40 || code3 === 42 || code3 === 95 || code3 === 91 || code3 === 93 || code3 === 126 || markdownLineEndingOrSpace(code3);
}
function previousProtocol(code3) {
  return !asciiAlpha(code3);
}
function previousEmail(code3) {
  return !(code3 === 47 || gfmAtext(code3));
}
function gfmAtext(code3) {
  return code3 === 43 || code3 === 45 || code3 === 46 || code3 === 95 || asciiAlphanumeric(code3);
}
function previousUnbalanced(events) {
  let index2 = events.length;
  let result = false;
  while (index2--) {
    const token2 = events[index2][1];
    if ((token2.type === "labelLink" || token2.type === "labelImage") && !token2._balanced) {
      result = true;
      break;
    }
    if (token2._gfmAutolinkLiteralWalkedInto) {
      result = false;
      break;
    }
  }
  if (events.length > 0 && !result) {
    events[events.length - 1][1]._gfmAutolinkLiteralWalkedInto = true;
  }
  return result;
}
var wwwPrefix, domain, path, trail, emailDomainDotTrail, wwwAutolink, protocolAutolink, emailAutolink, text4, code2;
var init_syntax = __esm({
  "node_modules/micromark-extension-gfm-autolink-literal/lib/syntax.js"() {
    init_micromark_util_character();
    wwwPrefix = {
      tokenize: tokenizeWwwPrefix,
      partial: true
    };
    domain = {
      tokenize: tokenizeDomain,
      partial: true
    };
    path = {
      tokenize: tokenizePath,
      partial: true
    };
    trail = {
      tokenize: tokenizeTrail,
      partial: true
    };
    emailDomainDotTrail = {
      tokenize: tokenizeEmailDomainDotTrail,
      partial: true
    };
    wwwAutolink = {
      name: "wwwAutolink",
      tokenize: tokenizeWwwAutolink,
      previous: previousWww
    };
    protocolAutolink = {
      name: "protocolAutolink",
      tokenize: tokenizeProtocolAutolink,
      previous: previousProtocol
    };
    emailAutolink = {
      name: "emailAutolink",
      tokenize: tokenizeEmailAutolink,
      previous: previousEmail
    };
    text4 = {};
    code2 = 48;
    while (code2 < 123) {
      text4[code2] = emailAutolink;
      code2++;
      if (code2 === 58) code2 = 65;
      else if (code2 === 91) code2 = 97;
    }
    text4[43] = emailAutolink;
    text4[45] = emailAutolink;
    text4[46] = emailAutolink;
    text4[95] = emailAutolink;
    text4[72] = [emailAutolink, protocolAutolink];
    text4[104] = [emailAutolink, protocolAutolink];
    text4[87] = [emailAutolink, wwwAutolink];
    text4[119] = [emailAutolink, wwwAutolink];
  }
});

// node_modules/micromark-extension-gfm-autolink-literal/index.js
var init_micromark_extension_gfm_autolink_literal = __esm({
  "node_modules/micromark-extension-gfm-autolink-literal/index.js"() {
    init_syntax();
  }
});

// node_modules/micromark-extension-gfm-footnote/lib/syntax.js
function gfmFootnote() {
  return {
    document: {
      [91]: {
        name: "gfmFootnoteDefinition",
        tokenize: tokenizeDefinitionStart,
        continuation: {
          tokenize: tokenizeDefinitionContinuation
        },
        exit: gfmFootnoteDefinitionEnd
      }
    },
    text: {
      [91]: {
        name: "gfmFootnoteCall",
        tokenize: tokenizeGfmFootnoteCall
      },
      [93]: {
        name: "gfmPotentialFootnoteCall",
        add: "after",
        tokenize: tokenizePotentialGfmFootnoteCall,
        resolveTo: resolveToPotentialGfmFootnoteCall
      }
    }
  };
}
function tokenizePotentialGfmFootnoteCall(effects, ok3, nok) {
  const self = this;
  let index2 = self.events.length;
  const defined = self.parser.gfmFootnotes || (self.parser.gfmFootnotes = []);
  let labelStart;
  while (index2--) {
    const token2 = self.events[index2][1];
    if (token2.type === "labelImage") {
      labelStart = token2;
      break;
    }
    if (token2.type === "gfmFootnoteCall" || token2.type === "labelLink" || token2.type === "label" || token2.type === "image" || token2.type === "link") {
      break;
    }
  }
  return start;
  function start(code3) {
    if (!labelStart || !labelStart._balanced) {
      return nok(code3);
    }
    const id = normalizeIdentifier(self.sliceSerialize({
      start: labelStart.end,
      end: self.now()
    }));
    if (id.codePointAt(0) !== 94 || !defined.includes(id.slice(1))) {
      return nok(code3);
    }
    effects.enter("gfmFootnoteCallLabelMarker");
    effects.consume(code3);
    effects.exit("gfmFootnoteCallLabelMarker");
    return ok3(code3);
  }
}
function resolveToPotentialGfmFootnoteCall(events, context2) {
  let index2 = events.length;
  let labelStart;
  while (index2--) {
    if (events[index2][1].type === "labelImage" && events[index2][0] === "enter") {
      labelStart = events[index2][1];
      break;
    }
  }
  events[index2 + 1][1].type = "data";
  events[index2 + 3][1].type = "gfmFootnoteCallLabelMarker";
  const call = {
    type: "gfmFootnoteCall",
    start: Object.assign({}, events[index2 + 3][1].start),
    end: Object.assign({}, events[events.length - 1][1].end)
  };
  const marker = {
    type: "gfmFootnoteCallMarker",
    start: Object.assign({}, events[index2 + 3][1].end),
    end: Object.assign({}, events[index2 + 3][1].end)
  };
  marker.end.column++;
  marker.end.offset++;
  marker.end._bufferIndex++;
  const string3 = {
    type: "gfmFootnoteCallString",
    start: Object.assign({}, marker.end),
    end: Object.assign({}, events[events.length - 1][1].start)
  };
  const chunk = {
    type: "chunkString",
    contentType: "string",
    start: Object.assign({}, string3.start),
    end: Object.assign({}, string3.end)
  };
  const replacement = [
    // Take the `labelImageMarker` (now `data`, the `!`)
    events[index2 + 1],
    events[index2 + 2],
    ["enter", call, context2],
    // The `[`
    events[index2 + 3],
    events[index2 + 4],
    // The `^`.
    ["enter", marker, context2],
    ["exit", marker, context2],
    // Everything in between.
    ["enter", string3, context2],
    ["enter", chunk, context2],
    ["exit", chunk, context2],
    ["exit", string3, context2],
    // The ending (`]`, properly parsed and labelled).
    events[events.length - 2],
    events[events.length - 1],
    ["exit", call, context2]
  ];
  events.splice(index2, events.length - index2 + 1, ...replacement);
  return events;
}
function tokenizeGfmFootnoteCall(effects, ok3, nok) {
  const self = this;
  const defined = self.parser.gfmFootnotes || (self.parser.gfmFootnotes = []);
  let size = 0;
  let data2;
  return start;
  function start(code3) {
    effects.enter("gfmFootnoteCall");
    effects.enter("gfmFootnoteCallLabelMarker");
    effects.consume(code3);
    effects.exit("gfmFootnoteCallLabelMarker");
    return callStart;
  }
  function callStart(code3) {
    if (code3 !== 94) return nok(code3);
    effects.enter("gfmFootnoteCallMarker");
    effects.consume(code3);
    effects.exit("gfmFootnoteCallMarker");
    effects.enter("gfmFootnoteCallString");
    effects.enter("chunkString").contentType = "string";
    return callData;
  }
  function callData(code3) {
    if (
      // Too long.
      size > 999 || // Closing brace with nothing.
      code3 === 93 && !data2 || // Space or tab is not supported by GFM for some reason.
      // `\n` and `[` not being supported makes sense.
      code3 === null || code3 === 91 || markdownLineEndingOrSpace(code3)
    ) {
      return nok(code3);
    }
    if (code3 === 93) {
      effects.exit("chunkString");
      const token2 = effects.exit("gfmFootnoteCallString");
      if (!defined.includes(normalizeIdentifier(self.sliceSerialize(token2)))) {
        return nok(code3);
      }
      effects.enter("gfmFootnoteCallLabelMarker");
      effects.consume(code3);
      effects.exit("gfmFootnoteCallLabelMarker");
      effects.exit("gfmFootnoteCall");
      return ok3;
    }
    if (!markdownLineEndingOrSpace(code3)) {
      data2 = true;
    }
    size++;
    effects.consume(code3);
    return code3 === 92 ? callEscape : callData;
  }
  function callEscape(code3) {
    if (code3 === 91 || code3 === 92 || code3 === 93) {
      effects.consume(code3);
      size++;
      return callData;
    }
    return callData(code3);
  }
}
function tokenizeDefinitionStart(effects, ok3, nok) {
  const self = this;
  const defined = self.parser.gfmFootnotes || (self.parser.gfmFootnotes = []);
  let identifier;
  let size = 0;
  let data2;
  return start;
  function start(code3) {
    effects.enter("gfmFootnoteDefinition")._container = true;
    effects.enter("gfmFootnoteDefinitionLabel");
    effects.enter("gfmFootnoteDefinitionLabelMarker");
    effects.consume(code3);
    effects.exit("gfmFootnoteDefinitionLabelMarker");
    return labelAtMarker;
  }
  function labelAtMarker(code3) {
    if (code3 === 94) {
      effects.enter("gfmFootnoteDefinitionMarker");
      effects.consume(code3);
      effects.exit("gfmFootnoteDefinitionMarker");
      effects.enter("gfmFootnoteDefinitionLabelString");
      effects.enter("chunkString").contentType = "string";
      return labelInside;
    }
    return nok(code3);
  }
  function labelInside(code3) {
    if (
      // Too long.
      size > 999 || // Closing brace with nothing.
      code3 === 93 && !data2 || // Space or tab is not supported by GFM for some reason.
      // `\n` and `[` not being supported makes sense.
      code3 === null || code3 === 91 || markdownLineEndingOrSpace(code3)
    ) {
      return nok(code3);
    }
    if (code3 === 93) {
      effects.exit("chunkString");
      const token2 = effects.exit("gfmFootnoteDefinitionLabelString");
      identifier = normalizeIdentifier(self.sliceSerialize(token2));
      effects.enter("gfmFootnoteDefinitionLabelMarker");
      effects.consume(code3);
      effects.exit("gfmFootnoteDefinitionLabelMarker");
      effects.exit("gfmFootnoteDefinitionLabel");
      return labelAfter;
    }
    if (!markdownLineEndingOrSpace(code3)) {
      data2 = true;
    }
    size++;
    effects.consume(code3);
    return code3 === 92 ? labelEscape : labelInside;
  }
  function labelEscape(code3) {
    if (code3 === 91 || code3 === 92 || code3 === 93) {
      effects.consume(code3);
      size++;
      return labelInside;
    }
    return labelInside(code3);
  }
  function labelAfter(code3) {
    if (code3 === 58) {
      effects.enter("definitionMarker");
      effects.consume(code3);
      effects.exit("definitionMarker");
      if (!defined.includes(identifier)) {
        defined.push(identifier);
      }
      return factorySpace(effects, whitespaceAfter, "gfmFootnoteDefinitionWhitespace");
    }
    return nok(code3);
  }
  function whitespaceAfter(code3) {
    return ok3(code3);
  }
}
function tokenizeDefinitionContinuation(effects, ok3, nok) {
  return effects.check(blankLine2, ok3, effects.attempt(indent, ok3, nok));
}
function gfmFootnoteDefinitionEnd(effects) {
  effects.exit("gfmFootnoteDefinition");
}
function tokenizeIndent2(effects, ok3, nok) {
  const self = this;
  return factorySpace(effects, afterPrefix, "gfmFootnoteDefinitionIndent", 4 + 1);
  function afterPrefix(code3) {
    const tail = self.events[self.events.length - 1];
    return tail && tail[1].type === "gfmFootnoteDefinitionIndent" && tail[2].sliceSerialize(tail[1], true).length === 4 ? ok3(code3) : nok(code3);
  }
}
var indent;
var init_syntax2 = __esm({
  "node_modules/micromark-extension-gfm-footnote/lib/syntax.js"() {
    init_micromark_core_commonmark();
    init_micromark_factory_space();
    init_micromark_util_character();
    init_micromark_util_normalize_identifier();
    indent = {
      tokenize: tokenizeIndent2,
      partial: true
    };
  }
});

// node_modules/micromark-extension-gfm-footnote/index.js
var init_micromark_extension_gfm_footnote = __esm({
  "node_modules/micromark-extension-gfm-footnote/index.js"() {
    init_syntax2();
  }
});

// node_modules/micromark-extension-gfm-strikethrough/lib/syntax.js
function gfmStrikethrough(options) {
  const options_ = options || {};
  let single = options_.singleTilde;
  const tokenizer = {
    name: "strikethrough",
    tokenize: tokenizeStrikethrough,
    resolveAll: resolveAllStrikethrough
  };
  if (single === null || single === void 0) {
    single = true;
  }
  return {
    text: {
      [126]: tokenizer
    },
    insideSpan: {
      null: [tokenizer]
    },
    attentionMarkers: {
      null: [126]
    }
  };
  function resolveAllStrikethrough(events, context2) {
    let index2 = -1;
    while (++index2 < events.length) {
      if (events[index2][0] === "enter" && events[index2][1].type === "strikethroughSequenceTemporary" && events[index2][1]._close) {
        let open = index2;
        while (open--) {
          if (events[open][0] === "exit" && events[open][1].type === "strikethroughSequenceTemporary" && events[open][1]._open && // If the sizes are the same:
          events[index2][1].end.offset - events[index2][1].start.offset === events[open][1].end.offset - events[open][1].start.offset) {
            events[index2][1].type = "strikethroughSequence";
            events[open][1].type = "strikethroughSequence";
            const strikethrough = {
              type: "strikethrough",
              start: Object.assign({}, events[open][1].start),
              end: Object.assign({}, events[index2][1].end)
            };
            const text5 = {
              type: "strikethroughText",
              start: Object.assign({}, events[open][1].end),
              end: Object.assign({}, events[index2][1].start)
            };
            const nextEvents = [["enter", strikethrough, context2], ["enter", events[open][1], context2], ["exit", events[open][1], context2], ["enter", text5, context2]];
            const insideSpan2 = context2.parser.constructs.insideSpan.null;
            if (insideSpan2) {
              splice(nextEvents, nextEvents.length, 0, resolveAll(insideSpan2, events.slice(open + 1, index2), context2));
            }
            splice(nextEvents, nextEvents.length, 0, [["exit", text5, context2], ["enter", events[index2][1], context2], ["exit", events[index2][1], context2], ["exit", strikethrough, context2]]);
            splice(events, open - 1, index2 - open + 3, nextEvents);
            index2 = open + nextEvents.length - 2;
            break;
          }
        }
      }
    }
    index2 = -1;
    while (++index2 < events.length) {
      if (events[index2][1].type === "strikethroughSequenceTemporary") {
        events[index2][1].type = "data";
      }
    }
    return events;
  }
  function tokenizeStrikethrough(effects, ok3, nok) {
    const previous3 = this.previous;
    const events = this.events;
    let size = 0;
    return start;
    function start(code3) {
      if (previous3 === 126 && events[events.length - 1][1].type !== "characterEscape") {
        return nok(code3);
      }
      effects.enter("strikethroughSequenceTemporary");
      return more(code3);
    }
    function more(code3) {
      const before = classifyCharacter(previous3);
      if (code3 === 126) {
        if (size > 1) return nok(code3);
        effects.consume(code3);
        size++;
        return more;
      }
      if (size < 2 && !single) return nok(code3);
      const token2 = effects.exit("strikethroughSequenceTemporary");
      const after = classifyCharacter(code3);
      token2._open = !after || after === 2 && Boolean(before);
      token2._close = !before || before === 2 && Boolean(after);
      return ok3(code3);
    }
  }
}
var init_syntax3 = __esm({
  "node_modules/micromark-extension-gfm-strikethrough/lib/syntax.js"() {
    init_micromark_util_chunked();
    init_micromark_util_classify_character();
    init_micromark_util_resolve_all();
  }
});

// node_modules/micromark-extension-gfm-strikethrough/index.js
var init_micromark_extension_gfm_strikethrough = __esm({
  "node_modules/micromark-extension-gfm-strikethrough/index.js"() {
    init_syntax3();
  }
});

// node_modules/micromark-extension-gfm-table/lib/edit-map.js
function addImplementation2(editMap, at, remove, add) {
  if (remove === 0 && add.length === 0) {
    return;
  }
  const existing = editMap.index.get(at);
  if (existing) {
    existing[1] += remove;
    existing[2].push(...add);
    return;
  }
  const change = [at, remove, add];
  editMap.map.push(change);
  editMap.index.set(at, change);
}
var EditMap2;
var init_edit_map = __esm({
  "node_modules/micromark-extension-gfm-table/lib/edit-map.js"() {
    EditMap2 = class {
      /**
       * Create a new edit map.
       */
      constructor() {
        this.map = [];
        this.index = /* @__PURE__ */ new Map();
      }
      /**
       * Create an edit: a remove and/or add at a certain place.
       *
       * @param {number} index
       *   Index at which to apply the edit.
       * @param {number} remove
       *   Count of items to remove at the index.
       * @param {Array<Event>} add
       *   Items to add at the index.
       * @returns {undefined}
       *   Nothing.
       */
      add(index2, remove, add) {
        addImplementation2(this, index2, remove, add);
      }
      // To do: add this when moving to `micromark`.
      // /**
      //  * Create an edit: but insert `add` before existing additions.
      //  *
      //  * @param {number} index
      //  * @param {number} remove
      //  * @param {Array<Event>} add
      //  * @returns {undefined}
      //  */
      // addBefore(index, remove, add) {
      //   addImplementation(this, index, remove, add, true)
      // }
      /**
       * Done, change the events.
       *
       * @param {Array<Event>} events
       *   List of events to apply the edits to.
       * @returns {undefined}
       *   Nothing.
       */
      consume(events) {
        this.map.sort(function(a, b) {
          return a[0] - b[0];
        });
        if (this.map.length === 0) {
          return;
        }
        let index2 = this.map.length;
        const vecs = [];
        while (index2 > 0) {
          index2 -= 1;
          vecs.push(events.slice(this.map[index2][0] + this.map[index2][1]), this.map[index2][2]);
          events.length = this.map[index2][0];
        }
        vecs.push(events.slice());
        events.length = 0;
        let slice = vecs.pop();
        while (slice) {
          for (const element of slice) {
            events.push(element);
          }
          slice = vecs.pop();
        }
        this.map.length = 0;
        this.index.clear();
      }
    };
  }
});

// node_modules/micromark-extension-gfm-table/lib/infer.js
function gfmTableAlign(events, index2) {
  let inDelimiterRow = false;
  const align = [];
  while (index2 < events.length) {
    const event = events[index2];
    if (inDelimiterRow) {
      if (event[0] === "enter") {
        if (event[1].type === "tableContent") {
          align.push(events[index2 + 1][1].type === "tableDelimiterMarker" ? "left" : "none");
        }
      } else if (event[1].type === "tableContent") {
        if (events[index2 - 1][1].type === "tableDelimiterMarker") {
          const alignIndex = align.length - 1;
          align[alignIndex] = align[alignIndex] === "left" ? "center" : "right";
        }
      } else if (event[1].type === "tableDelimiterRow") {
        break;
      }
    } else if (event[0] === "enter" && event[1].type === "tableDelimiterRow") {
      inDelimiterRow = true;
    }
    index2 += 1;
  }
  return align;
}
var init_infer = __esm({
  "node_modules/micromark-extension-gfm-table/lib/infer.js"() {
  }
});

// node_modules/micromark-extension-gfm-table/lib/syntax.js
function gfmTable() {
  return {
    flow: {
      null: {
        name: "table",
        tokenize: tokenizeTable,
        resolveAll: resolveTable
      }
    }
  };
}
function tokenizeTable(effects, ok3, nok) {
  const self = this;
  let size = 0;
  let sizeB = 0;
  let seen;
  return start;
  function start(code3) {
    let index2 = self.events.length - 1;
    while (index2 > -1) {
      const {
        type
      } = self.events[index2][1];
      if (type === "lineEnding" || // Note: markdown-rs uses `whitespace` instead of `linePrefix`
      type === "linePrefix") {
        index2--;
      } else {
        break;
      }
    }
    const tail = index2 > -1 ? self.events[index2][1].type : null;
    const next = tail === "tableHead" || tail === "tableRow" ? bodyRowStart : headRowBefore;
    if (next === bodyRowStart && self.parser.lazy[self.now().line]) {
      return nok(code3);
    }
    return next(code3);
  }
  function headRowBefore(code3) {
    effects.enter("tableHead");
    effects.enter("tableRow");
    return headRowStart(code3);
  }
  function headRowStart(code3) {
    if (code3 === 124) {
      return headRowBreak(code3);
    }
    seen = true;
    sizeB += 1;
    return headRowBreak(code3);
  }
  function headRowBreak(code3) {
    if (code3 === null) {
      return nok(code3);
    }
    if (markdownLineEnding(code3)) {
      if (sizeB > 1) {
        sizeB = 0;
        self.interrupt = true;
        effects.exit("tableRow");
        effects.enter("lineEnding");
        effects.consume(code3);
        effects.exit("lineEnding");
        return headDelimiterStart;
      }
      return nok(code3);
    }
    if (markdownSpace(code3)) {
      return factorySpace(effects, headRowBreak, "whitespace")(code3);
    }
    sizeB += 1;
    if (seen) {
      seen = false;
      size += 1;
    }
    if (code3 === 124) {
      effects.enter("tableCellDivider");
      effects.consume(code3);
      effects.exit("tableCellDivider");
      seen = true;
      return headRowBreak;
    }
    effects.enter("data");
    return headRowData(code3);
  }
  function headRowData(code3) {
    if (code3 === null || code3 === 124 || markdownLineEndingOrSpace(code3)) {
      effects.exit("data");
      return headRowBreak(code3);
    }
    effects.consume(code3);
    return code3 === 92 ? headRowEscape : headRowData;
  }
  function headRowEscape(code3) {
    if (code3 === 92 || code3 === 124) {
      effects.consume(code3);
      return headRowData;
    }
    return headRowData(code3);
  }
  function headDelimiterStart(code3) {
    self.interrupt = false;
    if (self.parser.lazy[self.now().line]) {
      return nok(code3);
    }
    effects.enter("tableDelimiterRow");
    seen = false;
    if (markdownSpace(code3)) {
      return factorySpace(effects, headDelimiterBefore, "linePrefix", self.parser.constructs.disable.null.includes("codeIndented") ? void 0 : 4)(code3);
    }
    return headDelimiterBefore(code3);
  }
  function headDelimiterBefore(code3) {
    if (code3 === 45 || code3 === 58) {
      return headDelimiterValueBefore(code3);
    }
    if (code3 === 124) {
      seen = true;
      effects.enter("tableCellDivider");
      effects.consume(code3);
      effects.exit("tableCellDivider");
      return headDelimiterCellBefore;
    }
    return headDelimiterNok(code3);
  }
  function headDelimiterCellBefore(code3) {
    if (markdownSpace(code3)) {
      return factorySpace(effects, headDelimiterValueBefore, "whitespace")(code3);
    }
    return headDelimiterValueBefore(code3);
  }
  function headDelimiterValueBefore(code3) {
    if (code3 === 58) {
      sizeB += 1;
      seen = true;
      effects.enter("tableDelimiterMarker");
      effects.consume(code3);
      effects.exit("tableDelimiterMarker");
      return headDelimiterLeftAlignmentAfter;
    }
    if (code3 === 45) {
      sizeB += 1;
      return headDelimiterLeftAlignmentAfter(code3);
    }
    if (code3 === null || markdownLineEnding(code3)) {
      return headDelimiterCellAfter(code3);
    }
    return headDelimiterNok(code3);
  }
  function headDelimiterLeftAlignmentAfter(code3) {
    if (code3 === 45) {
      effects.enter("tableDelimiterFiller");
      return headDelimiterFiller(code3);
    }
    return headDelimiterNok(code3);
  }
  function headDelimiterFiller(code3) {
    if (code3 === 45) {
      effects.consume(code3);
      return headDelimiterFiller;
    }
    if (code3 === 58) {
      seen = true;
      effects.exit("tableDelimiterFiller");
      effects.enter("tableDelimiterMarker");
      effects.consume(code3);
      effects.exit("tableDelimiterMarker");
      return headDelimiterRightAlignmentAfter;
    }
    effects.exit("tableDelimiterFiller");
    return headDelimiterRightAlignmentAfter(code3);
  }
  function headDelimiterRightAlignmentAfter(code3) {
    if (markdownSpace(code3)) {
      return factorySpace(effects, headDelimiterCellAfter, "whitespace")(code3);
    }
    return headDelimiterCellAfter(code3);
  }
  function headDelimiterCellAfter(code3) {
    if (code3 === 124) {
      return headDelimiterBefore(code3);
    }
    if (code3 === null || markdownLineEnding(code3)) {
      if (!seen || size !== sizeB) {
        return headDelimiterNok(code3);
      }
      effects.exit("tableDelimiterRow");
      effects.exit("tableHead");
      return ok3(code3);
    }
    return headDelimiterNok(code3);
  }
  function headDelimiterNok(code3) {
    return nok(code3);
  }
  function bodyRowStart(code3) {
    effects.enter("tableRow");
    return bodyRowBreak(code3);
  }
  function bodyRowBreak(code3) {
    if (code3 === 124) {
      effects.enter("tableCellDivider");
      effects.consume(code3);
      effects.exit("tableCellDivider");
      return bodyRowBreak;
    }
    if (code3 === null || markdownLineEnding(code3)) {
      effects.exit("tableRow");
      return ok3(code3);
    }
    if (markdownSpace(code3)) {
      return factorySpace(effects, bodyRowBreak, "whitespace")(code3);
    }
    effects.enter("data");
    return bodyRowData(code3);
  }
  function bodyRowData(code3) {
    if (code3 === null || code3 === 124 || markdownLineEndingOrSpace(code3)) {
      effects.exit("data");
      return bodyRowBreak(code3);
    }
    effects.consume(code3);
    return code3 === 92 ? bodyRowEscape : bodyRowData;
  }
  function bodyRowEscape(code3) {
    if (code3 === 92 || code3 === 124) {
      effects.consume(code3);
      return bodyRowData;
    }
    return bodyRowData(code3);
  }
}
function resolveTable(events, context2) {
  let index2 = -1;
  let inFirstCellAwaitingPipe = true;
  let rowKind = 0;
  let lastCell = [0, 0, 0, 0];
  let cell2 = [0, 0, 0, 0];
  let afterHeadAwaitingFirstBodyRow = false;
  let lastTableEnd = 0;
  let currentTable;
  let currentBody;
  let currentCell;
  const map3 = new EditMap2();
  while (++index2 < events.length) {
    const event = events[index2];
    const token2 = event[1];
    if (event[0] === "enter") {
      if (token2.type === "tableHead") {
        afterHeadAwaitingFirstBodyRow = false;
        if (lastTableEnd !== 0) {
          flushTableEnd(map3, context2, lastTableEnd, currentTable, currentBody);
          currentBody = void 0;
          lastTableEnd = 0;
        }
        currentTable = {
          type: "table",
          start: Object.assign({}, token2.start),
          // Note: correct end is set later.
          end: Object.assign({}, token2.end)
        };
        map3.add(index2, 0, [["enter", currentTable, context2]]);
      } else if (token2.type === "tableRow" || token2.type === "tableDelimiterRow") {
        inFirstCellAwaitingPipe = true;
        currentCell = void 0;
        lastCell = [0, 0, 0, 0];
        cell2 = [0, index2 + 1, 0, 0];
        if (afterHeadAwaitingFirstBodyRow) {
          afterHeadAwaitingFirstBodyRow = false;
          currentBody = {
            type: "tableBody",
            start: Object.assign({}, token2.start),
            // Note: correct end is set later.
            end: Object.assign({}, token2.end)
          };
          map3.add(index2, 0, [["enter", currentBody, context2]]);
        }
        rowKind = token2.type === "tableDelimiterRow" ? 2 : currentBody ? 3 : 1;
      } else if (rowKind && (token2.type === "data" || token2.type === "tableDelimiterMarker" || token2.type === "tableDelimiterFiller")) {
        inFirstCellAwaitingPipe = false;
        if (cell2[2] === 0) {
          if (lastCell[1] !== 0) {
            cell2[0] = cell2[1];
            currentCell = flushCell(map3, context2, lastCell, rowKind, void 0, currentCell);
            lastCell = [0, 0, 0, 0];
          }
          cell2[2] = index2;
        }
      } else if (token2.type === "tableCellDivider") {
        if (inFirstCellAwaitingPipe) {
          inFirstCellAwaitingPipe = false;
        } else {
          if (lastCell[1] !== 0) {
            cell2[0] = cell2[1];
            currentCell = flushCell(map3, context2, lastCell, rowKind, void 0, currentCell);
          }
          lastCell = cell2;
          cell2 = [lastCell[1], index2, 0, 0];
        }
      }
    } else if (token2.type === "tableHead") {
      afterHeadAwaitingFirstBodyRow = true;
      lastTableEnd = index2;
    } else if (token2.type === "tableRow" || token2.type === "tableDelimiterRow") {
      lastTableEnd = index2;
      if (lastCell[1] !== 0) {
        cell2[0] = cell2[1];
        currentCell = flushCell(map3, context2, lastCell, rowKind, index2, currentCell);
      } else if (cell2[1] !== 0) {
        currentCell = flushCell(map3, context2, cell2, rowKind, index2, currentCell);
      }
      rowKind = 0;
    } else if (rowKind && (token2.type === "data" || token2.type === "tableDelimiterMarker" || token2.type === "tableDelimiterFiller")) {
      cell2[3] = index2;
    }
  }
  if (lastTableEnd !== 0) {
    flushTableEnd(map3, context2, lastTableEnd, currentTable, currentBody);
  }
  map3.consume(context2.events);
  index2 = -1;
  while (++index2 < context2.events.length) {
    const event = context2.events[index2];
    if (event[0] === "enter" && event[1].type === "table") {
      event[1]._align = gfmTableAlign(context2.events, index2);
    }
  }
  return events;
}
function flushCell(map3, context2, range, rowKind, rowEnd, previousCell) {
  const groupName = rowKind === 1 ? "tableHeader" : rowKind === 2 ? "tableDelimiter" : "tableData";
  const valueName = "tableContent";
  if (range[0] !== 0) {
    previousCell.end = Object.assign({}, getPoint(context2.events, range[0]));
    map3.add(range[0], 0, [["exit", previousCell, context2]]);
  }
  const now = getPoint(context2.events, range[1]);
  previousCell = {
    type: groupName,
    start: Object.assign({}, now),
    // Note: correct end is set later.
    end: Object.assign({}, now)
  };
  map3.add(range[1], 0, [["enter", previousCell, context2]]);
  if (range[2] !== 0) {
    const relatedStart = getPoint(context2.events, range[2]);
    const relatedEnd = getPoint(context2.events, range[3]);
    const valueToken = {
      type: valueName,
      start: Object.assign({}, relatedStart),
      end: Object.assign({}, relatedEnd)
    };
    map3.add(range[2], 0, [["enter", valueToken, context2]]);
    if (rowKind !== 2) {
      const start = context2.events[range[2]];
      const end = context2.events[range[3]];
      start[1].end = Object.assign({}, end[1].end);
      start[1].type = "chunkText";
      start[1].contentType = "text";
      if (range[3] > range[2] + 1) {
        const a = range[2] + 1;
        const b = range[3] - range[2] - 1;
        map3.add(a, b, []);
      }
    }
    map3.add(range[3] + 1, 0, [["exit", valueToken, context2]]);
  }
  if (rowEnd !== void 0) {
    previousCell.end = Object.assign({}, getPoint(context2.events, rowEnd));
    map3.add(rowEnd, 0, [["exit", previousCell, context2]]);
    previousCell = void 0;
  }
  return previousCell;
}
function flushTableEnd(map3, context2, index2, table, tableBody) {
  const exits = [];
  const related = getPoint(context2.events, index2);
  if (tableBody) {
    tableBody.end = Object.assign({}, related);
    exits.push(["exit", tableBody, context2]);
  }
  table.end = Object.assign({}, related);
  exits.push(["exit", table, context2]);
  map3.add(index2 + 1, 0, exits);
}
function getPoint(events, index2) {
  const event = events[index2];
  const side = event[0] === "enter" ? "start" : "end";
  return event[1][side];
}
var init_syntax4 = __esm({
  "node_modules/micromark-extension-gfm-table/lib/syntax.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    init_edit_map();
    init_infer();
  }
});

// node_modules/micromark-extension-gfm-table/index.js
var init_micromark_extension_gfm_table = __esm({
  "node_modules/micromark-extension-gfm-table/index.js"() {
    init_syntax4();
  }
});

// node_modules/micromark-extension-gfm-task-list-item/lib/syntax.js
function gfmTaskListItem() {
  return {
    text: {
      [91]: tasklistCheck
    }
  };
}
function tokenizeTasklistCheck(effects, ok3, nok) {
  const self = this;
  return open;
  function open(code3) {
    if (
      // Exit if there’s stuff before.
      self.previous !== null || // Exit if not in the first content that is the first child of a list
      // item.
      !self._gfmTasklistFirstContentOfListItem
    ) {
      return nok(code3);
    }
    effects.enter("taskListCheck");
    effects.enter("taskListCheckMarker");
    effects.consume(code3);
    effects.exit("taskListCheckMarker");
    return inside;
  }
  function inside(code3) {
    if (markdownLineEndingOrSpace(code3)) {
      effects.enter("taskListCheckValueUnchecked");
      effects.consume(code3);
      effects.exit("taskListCheckValueUnchecked");
      return close;
    }
    if (code3 === 88 || code3 === 120) {
      effects.enter("taskListCheckValueChecked");
      effects.consume(code3);
      effects.exit("taskListCheckValueChecked");
      return close;
    }
    return nok(code3);
  }
  function close(code3) {
    if (code3 === 93) {
      effects.enter("taskListCheckMarker");
      effects.consume(code3);
      effects.exit("taskListCheckMarker");
      effects.exit("taskListCheck");
      return after;
    }
    return nok(code3);
  }
  function after(code3) {
    if (markdownLineEnding(code3)) {
      return ok3(code3);
    }
    if (markdownSpace(code3)) {
      return effects.check({
        tokenize: spaceThenNonSpace
      }, ok3, nok)(code3);
    }
    return nok(code3);
  }
}
function spaceThenNonSpace(effects, ok3, nok) {
  return factorySpace(effects, after, "whitespace");
  function after(code3) {
    return code3 === null ? nok(code3) : ok3(code3);
  }
}
var tasklistCheck;
var init_syntax5 = __esm({
  "node_modules/micromark-extension-gfm-task-list-item/lib/syntax.js"() {
    init_micromark_factory_space();
    init_micromark_util_character();
    tasklistCheck = {
      name: "tasklistCheck",
      tokenize: tokenizeTasklistCheck
    };
  }
});

// node_modules/micromark-extension-gfm-task-list-item/index.js
var init_micromark_extension_gfm_task_list_item = __esm({
  "node_modules/micromark-extension-gfm-task-list-item/index.js"() {
    init_syntax5();
  }
});

// node_modules/micromark-extension-gfm/index.js
function gfm(options) {
  return combineExtensions([
    gfmAutolinkLiteral(),
    gfmFootnote(),
    gfmStrikethrough(options),
    gfmTable(),
    gfmTaskListItem()
  ]);
}
var init_micromark_extension_gfm = __esm({
  "node_modules/micromark-extension-gfm/index.js"() {
    init_micromark_util_combine_extensions();
    init_micromark_extension_gfm_autolink_literal();
    init_micromark_extension_gfm_footnote();
    init_micromark_extension_gfm_strikethrough();
    init_micromark_extension_gfm_table();
    init_micromark_extension_gfm_task_list_item();
  }
});

// node_modules/remark-gfm/lib/index.js
function remarkGfm(options) {
  const self = (
    /** @type {Processor<Root>} */
    this
  );
  const settings = options || emptyOptions2;
  const data2 = self.data();
  const micromarkExtensions = data2.micromarkExtensions || (data2.micromarkExtensions = []);
  const fromMarkdownExtensions = data2.fromMarkdownExtensions || (data2.fromMarkdownExtensions = []);
  const toMarkdownExtensions = data2.toMarkdownExtensions || (data2.toMarkdownExtensions = []);
  micromarkExtensions.push(gfm(settings));
  fromMarkdownExtensions.push(gfmFromMarkdown());
  toMarkdownExtensions.push(gfmToMarkdown(settings));
}
var emptyOptions2;
var init_lib20 = __esm({
  "node_modules/remark-gfm/lib/index.js"() {
    init_mdast_util_gfm();
    init_micromark_extension_gfm();
    emptyOptions2 = {};
  }
});

// node_modules/remark-gfm/index.js
var remark_gfm_exports = {};
__export(remark_gfm_exports, {
  default: () => remarkGfm
});
var init_remark_gfm = __esm({
  "node_modules/remark-gfm/index.js"() {
    init_lib20();
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports2, module2) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index2 = start + 1;
      let negated = EMPTY;
      const lead = pattern[index2];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index2++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index2];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped3 = pattern[++index2];
          body += escapeMember(escaped3);
          prev = escaped3;
        } else if (char === "-" && prev && index2 + 1 < length && pattern[index2 + 1] !== "]") {
          index2++;
          let to = pattern[index2];
          if (to === ESCAPE) {
            to = pattern[index2 += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index2 + 1] === ":") {
          const nameStart = index2 + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index2 = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index2 = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index2++;
        if (pattern[index2] === "]") {
          return {
            end: index2,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index2 = 0;
      while (index2 < length) {
        const char = pattern[index2];
        if (char === ESCAPE) {
          const escaped3 = pattern[index2 + 1];
          if (escaped3 === SLASH && index2 + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped3 === "*" || escaped3 === "[" || escaped3 === SPACE) {
            out += pattern.slice(index2, index2 + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped3) ? ESCAPE + escaped3 : isReserved(escaped3) ? `[${escaped3}]` : escaped3
            );
          }
          index2 += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index2++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index2);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index2 = length;
          } else {
            out += hold(scanned.source);
            index2 = scanned.end + 1;
          }
        } else {
          out += char;
          index2++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor2 = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor2 + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index2, str) => index2 + 6 < str.length ? str.slice(index2 + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index2 = at + 1; index2 < run.length && !run[index2].wildcard; index2++) {
        separator += run[index2].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index2 = 0;
      while (index2 < length) {
        const char = source[index2];
        if (source.startsWith(WILDCARD, index2)) {
          tokens.push({ wildcard: true });
          index2 += WILDCARD.length;
        } else if (char === "[") {
          let end = index2 + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index2, end) });
          index2 = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index2, index2 + 2) });
          index2 += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index2;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index2, end) });
          index2 = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index2++;
        } else {
          tokens.push({ single: char });
          index2++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token2, at) => {
          if (token2.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token2, at) => {
          if (!token2.wildcard) {
            out += token2.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token2) => {
        if (token2.boundary === void 0) {
          run.push(token2);
          return;
        }
        flush();
        out += token2.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index2) => sources[index2]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index2 = body.indexOf(SLASH);
      return index2 < 0 || index2 === body.length - 1;
    };
    var basenameOf = (path20) => {
      const end = path20.length - 1;
      const index2 = path20.lastIndexOf(
        SLASH,
        path20[end] === SLASH ? end - 1 : end
      );
      return index2 < 0 ? path20 : path20.slice(index2 + 1);
    };
    var parentOf = (path20) => {
      if (path20.charCodeAt(0) === SLASH_CODE || path20.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path20.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path20.length - 1;
      const cut = path20.lastIndexOf(
        SLASH,
        path20.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path20.slice(0, cut + 1);
    };
    var isString2 = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString2(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark2, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark2;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd2 = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd2 - 1] === "\r") {
          lineEnd2--;
        }
        end = lineEnd2;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd2 = end - 1;
      }
      if (end === lineEnd2) {
        return body.slice(0, lineEnd2);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark2, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark2,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index2) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString2(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index2
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString2(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path20) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index2 = rules.length - 1; index2 >= 0; index2--) {
          const rule = rules[index2];
          if (rule.checkRegex.test(path20)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path20, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename4 = shortcut ? basenameOf(path20) : path20;
        for (let index2 = length - 1; index2 >= 0; index2--) {
          const rule = rules[index2];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename4 : path20
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path20, originalPath, doThrow) => {
      if (!isString2(path20)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path20) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path20)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path20) => {
      const first = path20.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path20.length === 1) {
        return true;
      }
      const second = path20.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path20.length === 2 || path20.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString2(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path20) {
        checkPath(
          path20,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path20 ? this._t(path20, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path20 = convertPath(target);
        if (!path20 || path20.charCodeAt(path20.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path20);
        }
        const dir = this._t(path20, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path20);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path20, cache) {
        const cached = cache[path20];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path20);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path20] = parent && parent.ignored ? parent : this._rules.test(path20, MODE_IGNORE);
      }
      ignores(path20) {
        return this._test(path20, this._ignoreCache, convertPath(path20)).ignored;
      }
      createFilter() {
        return (path20) => !this.ignores(path20);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path20) {
        return this._test(path20, this._testCache, convertPath(path20));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path20) => checkPath(convertPath(path20), path20, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path20) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path20) || isNotRelative(path20);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module2.exports = factory;
    factory.default = factory;
    module2.exports.isPathValid = isPathValid;
    define(module2.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// server/src/cli/io.ts
var exitCodes = { ok: 0, findings: 1, usage: 2, internal: 3 };
var UsageError = class extends Error {
};

// server/src/action/main.ts
var import_node_fs16 = require("node:fs");
var path19 = __toESM(require("node:path"));

// server/src/cli/commands/check.ts
var path18 = __toESM(require("node:path"));

// server/src/core/types.ts
var allStatuses = [
  "verified",
  "absent",
  "misattributed",
  "ambiguous",
  "out_of_range",
  "invalid_range",
  "version_mismatch",
  "source_error",
  "unverified",
  "empty_quote",
  "missing_anchor",
  "invalid_attribution",
  "unresolved",
  "unsafe_elision",
  "hidden_text",
  "short_quote",
  "unpinned"
];
var defaultSeverity = {
  verified: "info",
  absent: "error",
  misattributed: "error",
  ambiguous: "error",
  out_of_range: "error",
  invalid_range: "error",
  version_mismatch: "error",
  source_error: "error",
  unverified: "warning",
  empty_quote: "error",
  missing_anchor: "error",
  invalid_attribution: "error",
  unresolved: "warning",
  unsafe_elision: "error",
  hidden_text: "error",
  short_quote: "warning",
  unpinned: "error"
};
var profileNames = ["exact", "whitespace", "prose", "lenient"];
var noopToken = Object.freeze({ isCancellationRequested: false });

// server/src/core/resolve/repositoryUrl.ts
var hex = /^[0-9a-f]{7,40}$/i;
function parseHostedBlobUrl(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return void 0;
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") {
    return void 0;
  }
  const segments = u.pathname.split("/").slice(1);
  const host = u.host.toLowerCase().replace(/^www\./, "");
  const found = hostedShape(host, segments);
  if (!found) {
    return void 0;
  }
  if (found.repo.some((s) => s === "") || !found.commit) {
    return { problem: "blob URL names no commit: a commit is needed, as in https://github.com/OWNER/REPO/blob/COMMIT/PATH" };
  }
  if (!hex.test(found.commit)) {
    return { problem: `blob URL names "${found.commit.slice(0, 40)}", not a commit: a commit (7\u201340 hex) is needed, since a branch or tag moves` };
  }
  if (found.rest.length === 0 || found.rest.some((s) => s === "")) {
    return { problem: "blob URL names no file path after its commit" };
  }
  return blobOf(found, u);
}
function blobOf(found, u) {
  let parts;
  try {
    parts = found.rest.map((s) => decodeURIComponent(s));
  } catch {
    return { problem: "attribution URL has a malformed %-escape" };
  }
  if (parts.some((p) => p === "." || p === ".." || /[\0\n\r]/.test(p) || p.includes("/"))) {
    return { problem: "attribution URL names a path that is not a plain file path" };
  }
  const fragment = u.hash ? u.hash.slice(1) : void 0;
  return { repository: `https://${found.host}/${found.repo.join("/")}`, commit: found.commit.toLowerCase(), path: parts.join("/"), fragment };
}
function hostedShape(host, s) {
  if (host === "raw.githubusercontent.com" && s.length >= 2 && s[0] !== "") {
    return { host: "github.com", repo: s.slice(0, 2), commit: s[2] ?? "", rest: s.slice(3) };
  }
  if (host === "github.com" && s.length >= 3 && (s[2] === "blob" || s[2] === "raw")) {
    return { host, repo: s.slice(0, 2), commit: s[3] ?? "", rest: s.slice(4) };
  }
  const dash = s.indexOf("-");
  if (dash >= 2 && (s[dash + 1] === "blob" || s[dash + 1] === "raw")) {
    return { host, repo: s.slice(0, dash), commit: s[dash + 2] ?? "", rest: s.slice(dash + 3) };
  }
  if (s.length >= 4 && (s[2] === "src" || s[2] === "raw") && s[3] === "commit") {
    return { host, repo: s.slice(0, 2), commit: s[4] ?? "", rest: s.slice(5) };
  }
  return void 0;
}
function blobUrl(repository, commit, path20) {
  const key = repositoryKey(repository) ?? repository;
  const host = key.split("/")[0];
  const file = path20.split("/").map(encodeURIComponent).join("/");
  const shape = host === "github.com" ? "blob" : /(^|\.)gitlab\./.test(host) ? "-/blob" : "src/commit";
  return `https://${key}/${shape}/${commit}/${file}`;
}
function repositoryKey(url) {
  const scp = /^[\w.-]+@([^:/\s]+):(.+)$/.exec(url.trim());
  let host;
  let pathname;
  if (scp) {
    host = scp[1];
    pathname = scp[2];
  } else {
    let u;
    try {
      u = new URL(url.trim());
    } catch {
      return void 0;
    }
    if (!/^(?:https?|ssh|git):$/.test(u.protocol) || !u.hostname) {
      return void 0;
    }
    host = u.hostname;
    pathname = u.pathname;
  }
  const clean = pathname.replace(/^\/+|\/+$/g, "").replace(/\.git$/i, "");
  if (clean === "") {
    return void 0;
  }
  return `${host.toLowerCase().replace(/^www\./, "")}/${clean.toLowerCase()}`;
}

// server/src/core/resolve/git.ts
var GitResolver = class {
  #workspace;
  #config;
  #clones = /* @__PURE__ */ new Map();
  constructor(workspace, config) {
    this.#workspace = workspace;
    this.#config = config;
    for (const [url, clone] of Object.entries(config.repositories)) {
      const key = repositoryKey(url);
      if (key !== void 0) {
        this.#clones.set(key, clone);
      }
    }
  }
  /** The configured clone of a repository URL, if any. */
  cloneOf(repository) {
    const key = repositoryKey(repository);
    return key === void 0 ? void 0 : this.#clones.get(key);
  }
  /** The HEAD commit of the repository a Git citation reads, if it can be had. */
  async head(repository, notePath) {
    const clone = repository === void 0 ? void 0 : this.cloneOf(repository);
    if (!this.#workspace.gitHead || repository !== void 0 && clone === void 0) {
      return void 0;
    }
    return this.#workspace.gitHead(clone === void 0 ? { kind: "note", note: notePath } : { kind: "clone", clone });
  }
  async read(target, notePath) {
    const name = target.repository ?? "the repository holding the note";
    if (!this.#workspace.readGitBlob) {
      return { status: "unverified", message: `Git sources cannot be read here: commit ${short(target.commit)} of ${name} was not checked` };
    }
    let clone;
    if (target.repository !== void 0) {
      clone = this.cloneOf(target.repository);
      if (clone === void 0) {
        return { status: "unverified", message: `${target.repository} has no local clone: map it to one under "repositories" in verbatim.json (a clone inside the project), or grant one elsewhere with --repository URL=DIR, VERBATIM_REPOSITORIES or the verbatim.repositories setting; the quote was not checked` };
      }
    }
    const repository = clone === void 0 ? { kind: "note", note: notePath } : { kind: "clone", clone };
    const r = await this.#workspace.readGitBlob({ repository, commit: target.commit, path: target.path, maxBytes: this.#config.maxSourceBytes });
    return r.kind === "ok" ? { bytes: r.bytes, commit: r.commit } : gitOutcome(r, target, name, clone);
  }
};
function readsRepository(target, config) {
  if (target.repository === void 0) {
    return true;
  }
  const key = repositoryKey(target.repository);
  return key !== void 0 && Object.keys(config.repositories).some((url) => repositoryKey(url) === key);
}
function short(commit) {
  return commit.slice(0, 12);
}
function gitOutcome(r, target, name, clone) {
  const c = short(target.commit);
  const unverified = (message) => ({ status: "unverified", message: `${message}; the quote was not checked` });
  switch (r.reason) {
    case "disabled":
      return unverified(r.detail ?? "Git does not run in an untrusted workspace");
    case "no_git":
      return unverified("git is not installed on this machine");
    case "no_repository":
      return unverified(clone === void 0 ? "the note is not in a Git repository" : `the clone of ${name} (${clone}) is not on this machine`);
    case "shallow":
      return unverified(`commit ${c} is not in the shallow clone of ${name}: fetch more history`);
    case "no_commit":
      return unverified(clone === void 0 ? `commit ${c} is not in ${name}: fetch it, or check the hash` : `commit ${c} is not in the clone of ${name} (${clone}): fetch it`);
    case "ambiguous_commit":
      return { status: "invalid_attribution", message: `commit ${c} is ambiguous in ${name}: write more of its hex digits` };
    case "no_path":
      return { status: "source_error", message: `${target.path} does not exist at commit ${c} of ${name}` };
    case "not_a_file":
      return { status: "source_error", message: `${target.path} is not a file at commit ${c} of ${name}` };
    case "too_large":
      return { status: "source_error", message: `${target.path} at commit ${c} is larger than maxSourceBytes` };
    case "outside_repository":
      return { status: "source_error", message: `${target.path} lies outside the Git work tree holding the note` };
    default:
      return { status: "source_error", message: `Git failed reading commit ${c} of ${name}${r.detail ? ` (${r.detail})` : ""}` };
  }
}

// server/src/core/sources/pdf.ts
function isPdf(bytes) {
  const head = bytes.subarray(0, 1024);
  for (let i = head.indexOf(37); i >= 0 && i + 5 <= head.length; i = head.indexOf(37, i + 1)) {
    if (head[i + 1] === 80 && head[i + 2] === 68 && head[i + 3] === 70 && head[i + 4] === 45) {
      return true;
    }
  }
  return false;
}
var pdfKind = {
  name: "pdf",
  extensions: [".pdf"],
  noun: "PDF",
  profile: "prose",
  extractor: "pdfjs-dist",
  extractorVersion: "5.6.205",
  paged: true,
  recognises: isPdf,
  notThisKind: (bytes) => isPdf(bytes) ? void 0 : "no %PDF- header"
};

// server/src/core/resolve/pdf.ts
var rendersFolder = ".verbatim/renders";
function renderPaths(pdfHex) {
  return { text: `${rendersFolder}/${pdfHex}.txt`, meta: `${rendersFolder}/${pdfHex}.json` };
}
function joinPages(pages) {
  return pages.map((p) => {
    const lines = p.replace(/\r\n?/g, "\n").split("\n").map((l) => l.replace(/[ \t]+$/, ""));
    while (lines.length && lines[lines.length - 1] === "") {
      lines.pop();
    }
    return lines.length ? `${lines.join("\n")}
` : "\n";
  }).join("\f");
}
function pageOfLine(text5) {
  const pages = [0];
  let page = 1;
  for (const line of text5.split("\n")) {
    page += line.split("\f").length - 1;
    pages.push(page);
  }
  return (line) => pages[line] ?? page;
}
function parseRenderMeta(text5) {
  try {
    const m = JSON.parse(text5);
    const hash = /^sha256:[0-9a-f]{64}$/;
    if (typeof m.pdf === "string" && hash.test(m.pdf) && typeof m.text === "string" && hash.test(m.text) && typeof m.pages === "number" && typeof m.extractor === "string" && typeof m.extractorVersion === "string") {
      return m;
    }
  } catch {
  }
  return void 0;
}
async function readText(workspace, path20, maxBytes, decode2) {
  const r = await workspace.readFile(path20, maxBytes);
  if (r.kind === "error") {
    return r.reason === "missing" ? void 0 : { status: "source_error", failure: `the stored render ${path20} cannot be read (${r.reason.replace(/_/g, " ")})` };
  }
  return decode2(r.bytes) ?? { status: "source_error", failure: `the stored render ${path20} is not valid UTF-8` };
}
async function canonicalText(workspace, kind, renderArgs, pdfHex, opts, decode2, hash) {
  const paths = renderPaths(pdfHex);
  const text5 = await readText(workspace, paths.text, opts.maxBytes, decode2);
  const metaText = await readText(workspace, paths.meta, 1024 * 1024, decode2);
  if (typeof text5 === "object") {
    return text5;
  }
  if (typeof metaText === "object") {
    return metaText;
  }
  if (text5 === void 0) {
    return missingRender(workspace, kind, renderArgs, opts);
  }
  const meta = metaText === void 0 ? void 0 : parseRenderMeta(metaText);
  if (!meta) {
    return { status: "source_error", failure: `the stored render ${paths.text} has no valid sidecar ${paths.meta}; run \`verbatim render ${renderArgs}\`` };
  }
  if (meta.pdf !== `sha256:${pdfHex}`) {
    return { status: "source_error", failure: `the stored render ${paths.text} names another ${kind.noun} (${meta.pdf.slice(0, 19)}\u2026); run \`verbatim render ${renderArgs}\`` };
  }
  if (`sha256:${await hash(new TextEncoder().encode(text5))}` !== meta.text) {
    return { status: "source_error", failure: `the stored render ${paths.text} was edited after it was made; run \`verbatim render ${renderArgs}\` to restore it` };
  }
  return await againstTheDocument(workspace, kind, text5, meta, paths.text, renderArgs, opts.bytes);
}
async function againstTheDocument(workspace, kind, text5, meta, path20, renderArgs, bytes) {
  if (!workspace.renderDocument) {
    return { status: "unverified", failure: `the stored render ${path20} cannot be checked against its ${kind.noun} here (no extractor runs); run \`verbatim check\`` };
  }
  const made = await workspace.renderDocument(kind.name, bytes);
  if ("error" in made) {
    return { status: "source_error", failure: `the ${kind.noun}'s text cannot be extracted (${made.error}), so its stored render ${path20} does not count` };
  }
  if (joinPages(made.pages) === text5) {
    return text5;
  }
  if (made.extractor !== meta.extractor || made.extractorVersion !== meta.extractorVersion) {
    return { status: "source_error", failure: `the stored render ${path20} was made by another extractor version, and ${made.extractor} ${made.extractorVersion} extracts another text from the ${kind.noun}: re-render and re-check (\`verbatim render ${renderArgs}\`, then \`verbatim check\`)` };
  }
  return { status: "source_error", failure: `the stored render ${path20} is not the text of its ${kind.noun} (its sidecar was made to match); run \`verbatim render ${renderArgs}\` to restore it` };
}
async function missingRender(workspace, kind, renderArgs, opts) {
  if (!opts.auto || !workspace.renderDocument) {
    return { status: "unverified", failure: `no canonical text stored for this ${kind.noun}; run \`verbatim render ${renderArgs}\`` };
  }
  const made = await workspace.renderDocument(kind.name, opts.bytes);
  if ("error" in made) {
    return { status: "source_error", failure: `the ${kind.noun}'s text cannot be extracted (${made.error})` };
  }
  return joinPages(made.pages);
}

// server/src/core/sources/docx.ts
function isZip(bytes) {
  return bytes.length >= 4 && bytes[0] === 80 && bytes[1] === 75 && bytes[2] === 3 && bytes[3] === 4;
}
var docxKind = {
  name: "docx",
  extensions: [".docx"],
  noun: "Word document",
  profile: "prose",
  extractor: "mammoth",
  extractorVersion: "1.13.0 (1)",
  paged: false,
  notThisKind: (bytes) => isZip(bytes) ? void 0 : "not a zip archive"
};

// server/src/core/sources/html.ts
var htmlKind = {
  name: "html",
  extensions: [".html", ".htm"],
  noun: "web page",
  profile: "prose",
  extractor: "hast-util-to-text",
  extractorVersion: "4.0.3 (rehype-parse 9.0.1; 1)",
  paged: false,
  notThisKind: () => void 0
};

// server/src/core/sources/documents.ts
var documentKinds = [pdfKind, htmlKind, docxKind];
function documentKind(name) {
  return documentKinds.find((k) => k.name === name);
}
function documentKindNamed(path20) {
  const dot = path20.lastIndexOf(".");
  if (dot < 0 || path20.indexOf("/", dot) >= 0) {
    return void 0;
  }
  const ext = path20.slice(dot).toLowerCase();
  return documentKinds.find((k) => k.extensions.includes(ext));
}
function isDocumentPath(path20) {
  return documentKindNamed(path20) !== void 0;
}
function documentKindOf(path20, bytes) {
  return documentKindNamed(path20) ?? documentKinds.find((k) => k.recognises?.(bytes));
}

// server/src/core/sources/git.ts
var gitSource = {
  name: "git",
  noun: "file at a Git commit",
  needsTrust: true,
  requiresPin: false,
  rootRelative: false,
  sourceName: (t) => t.repository ? `${t.repository}/blob/${t.commit}/${t.path}` : t.path,
  projectFile: () => void 0,
  // A repository's state is no file's stamp: a verdict that read one is never reused.
  stampedByFiles: (t, config) => !readsRepository(t, config),
  renderedElsewhere: (t) => isDocumentPath(t.path) ? t.path : void 0,
  versioned: (t, version2) => t.repository !== void 0 && !version2.startsWith("sha256:") && !t.commit.startsWith(version2) && !version2.startsWith(t.commit) ? { problem: `the URL names commit ${t.commit.slice(0, 12)} but the version names ${version2.slice(0, 12)}` } : t,
  load: (t, note, host) => host.loadGit(t, note),
  // The note's own file at a commit holds this very claim as first written.
  self: (t, _source, note) => Promise.resolve(t.repository === void 0 && t.path === note ? "then" : void 0),
  ownVersion: (t) => t.commit,
  citedAs: (t) => `${gitSource.sourceName(t)} @ ${t.commit}`
};
function gitTarget(target) {
  return target?.kind === gitSource.name ? target : void 0;
}

// server/src/core/sources/local.ts
var localSource = {
  name: "local",
  noun: "project file",
  needsTrust: false,
  requiresPin: true,
  rootRelative: true,
  sourceName: (t) => t.path,
  projectFile: (t) => t.path,
  stampedByFiles: () => true,
  renderedElsewhere: () => void 0,
  // A commit on a project path names that path in the note's own repository (docs/specification.md §3).
  versioned: (t, version2) => version2.startsWith("sha256:") ? t : { kind: "git", repository: void 0, commit: version2, path: t.path },
  load: (t, _note, host) => host.load(t.path),
  self: async (t, source, note, host) => await host.isSameFile(source, note) ? "now" : void 0
};
function localTarget(target) {
  return target?.kind === localSource.name ? target : void 0;
}

// server/src/core/sources/outsideRoot.ts
var outsideRootSource = {
  name: "outside_root",
  noun: "path outside the project root",
  needsTrust: false,
  requiresPin: false,
  rootRelative: true,
  sourceName: () => void 0,
  projectFile: () => void 0,
  stampedByFiles: () => true,
  renderedElsewhere: () => void 0,
  unread: () => ({ status: "source_error", message: "source path leads outside the project root" })
};

// server/src/core/sources/remoteUrl.ts
var urlSource = {
  name: "url",
  noun: "remote document",
  needsTrust: false,
  requiresPin: false,
  rootRelative: false,
  sourceName: (t) => t.url,
  projectFile: () => void 0,
  stampedByFiles: () => true,
  renderedElsewhere: () => void 0,
  unread: () => ({ status: "unverified", message: "remote source with no local capture: its bytes are not on this machine" })
};

// server/src/core/sources/registry.ts
var sourceKinds = {
  local: localSource,
  git: gitSource,
  url: urlSource,
  outside_root: outsideRootSource
};
function sourceKindOf(target) {
  return sourceKinds[target.kind];
}
function projectFileOf(target) {
  return target && sourceKindOf(target).projectFile(target);
}
function sourceNameOf(target) {
  return target && sourceKindOf(target).sourceName(target);
}
function stampedByFiles(target, config) {
  return !target || sourceKindOf(target).stampedByFiles(target, config);
}

// server/src/core/manager.ts
var import_posix2 = __toESM(require_posix());

// server/src/core/text.ts
var LineIndex = class {
  constructor(text5) {
    this.text = text5;
    const starts = [0];
    if (text5.includes("\r") && /\r(?!\n)/.test(text5)) {
      const breaks = /\r\n?|\n/g;
      for (let m = breaks.exec(text5); m; m = breaks.exec(text5)) {
        starts.push(m.index + m[0].length);
      }
    } else {
      for (let i = text5.indexOf("\n"); i >= 0; i = text5.indexOf("\n", i + 1)) {
        starts.push(i + 1);
      }
    }
    this.starts = starts;
  }
  text;
  starts;
  /** Number of lines; a final line break does not open another line. */
  get lineCount() {
    const n = this.starts.length;
    return n > 1 && this.starts[n - 1] === this.text.length ? n - 1 : n;
  }
  /** 1-based line of a UTF-16 offset. */
  lineAt(offset) {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.starts[mid] <= offset) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo + 1;
  }
  /**
   * 1-based column of a UTF-16 offset, counted in code points. An offset
   * inside a surrogate pair (`end - 1` of a span ending in an emoji) is the
   * column of the character it is part of, not one past it.
   */
  columnAt(offset) {
    const start = this.starts[this.lineAt(offset) - 1];
    const at = offset > start && isLowSurrogate(this.text.charCodeAt(offset)) && isHighSurrogate(this.text.charCodeAt(offset - 1)) ? offset - 1 : offset;
    return codePointLength(this.text, start, at) + 1;
  }
  /** Offset of the start of 1-based `line`. */
  lineStart(line) {
    return this.starts[line - 1] ?? this.text.length;
  }
  /** Offset just after the last character of 1-based `line`, excluding its line break. */
  lineEnd(line) {
    const next = this.starts[line];
    if (next === void 0) {
      return this.text.length;
    }
    return this.text[next - 1] === "\n" && this.text[next - 2] === "\r" ? next - 2 : next - 1;
  }
};
function codePointLength(text5, start = 0, end = text5.length) {
  let count = 0;
  for (let i = start; i < end; i++) {
    const code3 = text5.charCodeAt(i);
    if (!(isLowSurrogate(code3) && i > start && isHighSurrogate(text5.charCodeAt(i - 1)))) {
      count++;
    }
  }
  return count;
}
function isHighSurrogate(code3) {
  return code3 >= 55296 && code3 <= 56319;
}
function isLowSurrogate(code3) {
  return code3 >= 56320 && code3 <= 57343;
}
function countWords(text5) {
  const m = text5.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return m ? m.length : 0;
}
function detach(s) {
  return s.length < 13 ? s : JSON.parse(JSON.stringify(s));
}
function formatRange(p) {
  return p.startLine === p.endLine ? `${p.startLine}` : `${p.startLine}-${p.endLine}`;
}
function lowerAscii(code3) {
  return code3 >= 65 && code3 <= 90 ? code3 + 32 : code3;
}
function formatLines(p) {
  return p.startLine === p.endLine ? `line ${p.startLine}` : `lines ${p.startLine}-${p.endLine}`;
}
function extend(base, extra) {
  return Object.assign({}, base, extra);
}
function pushTo(lists, key, value) {
  const list3 = lists.get(key);
  if (list3) {
    list3.push(value);
  } else {
    lists.set(key, [value]);
  }
}
function append(target, items) {
  for (const item of items) {
    target.push(item);
  }
}

// server/src/core/match/hidden.ts
var bidiControl = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;
function bidiControlsIn(text5) {
  const seen = /* @__PURE__ */ new Set();
  for (const m of text5.matchAll(bidiControl)) {
    seen.add(`U+${m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
  }
  return [...seen];
}
function withoutBidiControls(text5) {
  return text5.replace(bidiControl, "");
}

// server/src/core/paths.ts
function normalizePosix(path20) {
  const out = [];
  for (const segment of path20.split("/")) {
    if (segment === "" || segment === ".") {
      continue;
    }
    if (segment === "..") {
      if (out.length === 0) {
        return void 0;
      }
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return out.join("/");
}
function dirnamePosix(path20) {
  const slash = path20.lastIndexOf("/");
  return slash < 0 ? "" : path20.slice(0, slash);
}
function relativePosix(fromDir, to) {
  const a = fromDir ? fromDir.split("/") : [];
  const b = to.split("/");
  let k = 0;
  while (k < a.length && k < b.length - 1 && a[k] === b[k]) {
    k++;
  }
  const up = a.length - k;
  const rest = b.slice(k).join("/");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}
function markdownLinkDestination(pathAndFragment, angle) {
  const hash = pathAndFragment.search(/#L\d+(?:-L\d+)?$/);
  const path20 = hash < 0 ? pathAndFragment : pathAndFragment.slice(0, hash);
  const fragment = hash < 0 ? "" : pathAndFragment.slice(hash);
  const escaped3 = escapeLinkPath(path20, angle);
  return angle ? `<${escaped3}${fragment}>` : `${escaped3}${fragment}`;
}
function escapeLinkPath(path20, angle) {
  return path20.replace(angle ? /[%?#<>\\\r\n]/g : /[%?#<>\\\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}

// server/src/core/parse/attribution.ts
var versionPattern = /^(?:sha256:[0-9a-f]{64}|[0-9a-f]{7,40})$/i;
function parseAttribution(text5, offset, notePath) {
  const lead = text5.length - text5.trimStart().length;
  const body = text5.slice(lead);
  const at = (start, end) => ({ start: offset + lead + start, end: offset + lead + end });
  const named = parseNamed(body, at, notePath);
  if ("problem" in named) {
    return named;
  }
  const versioned = parseVersion(body, named, at);
  if ("problem" in versioned) {
    return versioned;
  }
  const { targetSpan, ranges: ranges2 } = named;
  const rangeProblem = ranges2 ? checkRangeShape(ranges2) : void 0;
  return {
    target: versioned.target,
    targetSpan,
    ranges: ranges2,
    version: versioned.version,
    versionSpan: versioned.versionSpan,
    problem: rangeProblem ? { status: "invalid_range", message: rangeProblem, span: targetSpan } : void 0
  };
}
function invalid(message, span2) {
  return { problem: { status: "invalid_attribution", message, span: span2 } };
}
function parseNamed(body, at, notePath) {
  if (body.startsWith("`")) {
    return parseCodeSpan(body, at, notePath);
  }
  if (body.startsWith("[")) {
    return parseLink(body, at, notePath);
  }
  const m = /^<?(https?:\/\/[^\s>]*)>?/i.exec(body);
  if (m) {
    const targetSpan = at(0, m[0].length);
    const url = parseUrlTarget(m[1]);
    return "problem" in url ? invalid(url.problem, targetSpan) : extend(url, { targetSpan, end: m[0].length });
  }
  return { problem: { status: "missing_anchor", message: "attribution names no source: write `path` or [text](path) after ---", span: at(0, body.trimEnd().length) } };
}
function parseCodeSpan(body, at, notePath) {
  const close = body.indexOf("`", 1);
  if (close < 0) {
    return invalid("attribution code span is not closed", at(0, body.trimEnd().length));
  }
  const content3 = body.slice(1, close);
  const targetSpan = at(0, close + 1);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(content3)) {
    const url = parseUrlTarget(content3);
    return "problem" in url ? invalid(url.problem, targetSpan) : extend(url, { targetSpan, end: close + 1 });
  }
  const colon = content3.lastIndexOf(":");
  const rawPath = (colon < 0 ? content3 : content3.slice(0, colon)).trim();
  if (rawPath === "") {
    return invalid("attribution names an empty path", targetSpan);
  }
  const ranges2 = colon >= 0 ? parseRanges(content3.slice(colon + 1)) : void 0;
  if (typeof ranges2 === "string") {
    return invalid(ranges2, targetSpan);
  }
  if (ranges2 && "mixed" in ranges2) {
    return { problem: { status: "invalid_range", message: ranges2.mixed, span: targetSpan } };
  }
  return { target: resolveCodePath(rawPath, notePath), targetSpan, ranges: ranges2, end: close + 1 };
}
function parseLink(body, at, notePath) {
  const m = /^\[((?:[^\]\\]|\\.)*)\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*"|\s+'[^']*')?\s*\)/.exec(body);
  if (!m) {
    return invalid("attribution link is malformed", at(0, body.trimEnd().length));
  }
  const targetSpan = at(0, m[0].length);
  const dest = m[2].startsWith("<") ? m[2].slice(1, -1) : m[2];
  const link3 = parseLinkDestination(dest, notePath);
  if ("problem" in link3) {
    return invalid(link3.problem, targetSpan);
  }
  if (!link3.target) {
    return { problem: { status: "missing_anchor", message: "attribution link names no source file", span: targetSpan } };
  }
  return { target: link3.target, ranges: link3.ranges, targetSpan, end: m[0].length };
}
function parseVersion(body, named, at) {
  const rest = body.slice(named.end);
  const v = /^\s*@\s*/.exec(rest);
  if (!v) {
    return { target: named.target };
  }
  const code3 = /^`([^`]*)`/.exec(rest.slice(v[0].length));
  const start = named.end + v[0].length;
  if (!code3) {
    return invalid("expected a version in backticks after @", at(named.end, body.trimEnd().length));
  }
  const versionSpan = at(start, start + code3[0].length);
  const version2 = code3[1].trim().toLowerCase();
  if (!versionPattern.test(version2)) {
    return invalid("unknown version form: use `sha256:<64 hex>` or a 7\u201340 hex Git commit", versionSpan);
  }
  const cited = named.target;
  const target = sourceKindOf(cited).versioned?.(cited, version2) ?? cited;
  if ("problem" in target) {
    return invalid(target.problem, versionSpan);
  }
  return { target, version: version2, versionSpan };
}
function resolveCodePath(raw, notePath) {
  const relative8 = raw.startsWith("./") || raw.startsWith("../");
  return localTarget2(relative8 ? `${dirnamePosix(notePath)}/${raw}` : raw, raw);
}
function localTarget2(joined, written) {
  const path20 = normalizePosix(joined);
  return path20 === void 0 ? { kind: "outside_root", written } : { kind: "local", path: path20 };
}
function parseLinkDestination(dest, notePath) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(dest)) {
    if (/^https?:/i.test(dest)) {
      return parseUrlTarget(dest);
    }
    return { target: { kind: "url", url: dest } };
  }
  const hash = dest.indexOf("#");
  const pathPart = hash < 0 ? dest : dest.slice(0, hash);
  const fragment = hash < 0 ? void 0 : dest.slice(hash + 1);
  if (pathPart === "") {
    return {};
  }
  let decoded;
  try {
    decoded = decodeURIComponent(pathPart.split("?")[0]);
  } catch {
    return { problem: "link path has a malformed %-escape" };
  }
  const joined = decoded.startsWith("/") ? decoded : `${dirnamePosix(notePath)}/${decoded}`;
  const ranges2 = fragment === void 0 ? void 0 : parseLineFragment(fragment);
  if (typeof ranges2 === "string") {
    return { problem: ranges2 };
  }
  return { target: localTarget2(joined, decoded), ranges: ranges2 };
}
function parseLineFragment(fragment) {
  if (!/^L\d/.test(fragment)) {
    return void 0;
  }
  const m = /^L(\d+)(?:-L?(\d+))?$/.exec(fragment);
  if (!m) {
    return `line anchor #${fragment} is not of the form #L12 or #L12-L14`;
  }
  const start = Number(m[1]);
  return [{ kind: "lines", start, end: m[2] === void 0 ? start : Number(m[2]) }];
}
function parseUrlTarget(url) {
  const malformed = urlProblem(url);
  if (malformed) {
    return { problem: malformed };
  }
  const blob = parseHostedBlobUrl(url);
  if (!blob) {
    return { target: { kind: "url", url } };
  }
  if ("problem" in blob) {
    return blob;
  }
  const ranges2 = blob.fragment === void 0 ? void 0 : parseLineFragment(blob.fragment);
  if (typeof ranges2 === "string") {
    return { problem: ranges2 };
  }
  return { target: { kind: "git", repository: blob.repository, commit: blob.commit, path: blob.path }, ranges: ranges2 };
}
function urlProblem(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return "attribution URL is malformed";
  }
  if (u.hostname === "" || /^[a-z][a-z0-9+.-]*:\/{3}/i.test(url)) {
    return "attribution URL names no host";
  }
  if (/\s/.test(url)) {
    return "attribution URL holds white space: write it %-escaped";
  }
  if (/%(?![0-9a-f]{2})/i.test(url)) {
    return "attribution URL has a malformed %-escape";
  }
  return void 0;
}
function parseRanges(text5) {
  const parts = text5.split(",");
  const out = [];
  for (const raw of parts) {
    const part = raw.trim();
    const m = /^(p?)(\d{1,9})(?:-(p?)(\d{1,9}))?$/.exec(part);
    if (!m) {
      return `range "${part.slice(0, 20)}" is not a line number (N, N-M) or page (pN, pN-M)`;
    }
    const kind = m[1] ? "pages" : "lines";
    if (m[3] && !m[1]) {
      return { mixed: `range "${part}" mixes a line and a page: lines and pages cannot be mixed` };
    }
    const start = Number(m[2]);
    out.push({ kind, start, end: m[4] === void 0 ? start : Number(m[4]) });
  }
  return out;
}
function checkRangeShape(ranges2) {
  if (new Set(ranges2.map((r) => r.kind)).size > 1) {
    return "lines and pages cannot be mixed in one attribution";
  }
  for (const r of ranges2) {
    if (r.start === 0 || r.end === 0) {
      return `${r.kind === "pages" ? "page" : "line"} 0 does not exist: ranges are 1-based`;
    }
    if (r.end < r.start) {
      return `range ${r.start}-${r.end} is reversed`;
    }
  }
  return void 0;
}

// server/src/core/parse/tree.ts
function* walk(root2) {
  const path20 = [];
  const next = [];
  yield { node: root2, ancestors: path20 };
  path20.push(root2);
  next.push(0);
  while (path20.length) {
    const parent = path20[path20.length - 1];
    const k = next[next.length - 1];
    const child = parent.children?.[k];
    if (!child) {
      path20.pop();
      next.pop();
      continue;
    }
    next[next.length - 1] = k + 1;
    yield { node: child, ancestors: path20 };
    if ("children" in child && Array.isArray(child.children)) {
      path20.push(child);
      next.push(0);
    }
  }
}
function spanOf(node2) {
  const start = node2.position?.start.offset;
  const end = node2.position?.end.offset;
  return start === void 0 || end === void 0 ? void 0 : { start, end };
}
var disableComment = /^<!--\s*verbatim-disable-next-citation\s*-->$/;
function collectExclusions(root2) {
  const spans = [];
  const blockSpans = [];
  const disables = [];
  const definitions = /* @__PURE__ */ new Map();
  for (const { node: node2 } of walk(root2)) {
    const span2 = spanOf(node2);
    if (node2.type === "definition") {
      definitions.set(node2.identifier, node2.url);
    }
    if (!span2) {
      continue;
    }
    if (node2.type === "inlineCode") {
      spans.push(span2);
    } else if (node2.type === "code") {
      spans.push(span2);
      blockSpans.push(span2);
    } else if (node2.type === "html") {
      if (disableComment.test(node2.value.trim())) {
        disables.push(span2.end);
      }
      spans.push(span2);
      blockSpans.push(span2);
    }
  }
  spans.sort((a, b) => a.start - b.start);
  blockSpans.sort((a, b) => a.start - b.start);
  disables.sort((a, b) => a - b);
  return { spans, blockSpans, disables, definitions };
}
function isInside(spans, offset) {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const s = spans[mid];
    if (offset < s.start) {
      hi = mid - 1;
    } else if (offset >= s.end) {
      lo = mid + 1;
    } else {
      return true;
    }
  }
  for (let k = Math.max(0, lo - 4); k < Math.min(spans.length, lo + 4); k++) {
    if (offset >= spans[k].start && offset < spans[k].end) {
      return true;
    }
  }
  return false;
}

// server/src/core/parse/blockquote.ts
function findBlockquoteCitations(text5, root2, lines, exclusions, notePath) {
  const citations = [];
  for (const { node: node2, ancestors } of walk(root2)) {
    if (node2.type !== "blockquote") {
      continue;
    }
    const span2 = spanOf(node2);
    if (!span2) {
      continue;
    }
    const depth = ancestors.filter((a) => a.type === "blockquote").length;
    const quoteLines = stripLines(text5, lines, node2, span2.start, depth);
    let bodyFrom = 0;
    for (let k = 0; k < quoteLines.length; k++) {
      const line = quoteLines[k];
      if (!line.text.startsWith("---") || line.owner !== depth || isInside(exclusions.blockSpans, line.start)) {
        continue;
      }
      citations.push(buildCitation(quoteLines.slice(bodyFrom, k), line, notePath));
      bodyFrom = k + 1;
    }
  }
  return citations;
}
function buildCitation(body, attribution, notePath) {
  const attributionSpan = { start: attribution.start, end: attribution.start + attribution.text.trimEnd().length };
  const parsed = guardedAttribution(attribution, attributionSpan, notePath);
  const quote = body.map((l) => l.text).join("\n");
  const first = body.find((l) => l.text.trim() !== "");
  const last = [...body].reverse().find((l) => l.text.trim() !== "");
  const quoteSpan = first && last ? { start: first.start + (first.text.length - first.text.trimStart().length), end: last.start + last.text.trimEnd().length } : { start: attribution.start, end: attribution.start };
  return {
    form: "blockquote",
    quote,
    quoteSpan,
    span: { start: quoteSpan.start, end: attributionSpan.end },
    attributionSpan,
    targetSpan: parsed.targetSpan,
    target: parsed.target,
    ranges: parsed.ranges,
    version: parsed.version,
    versionSpan: parsed.versionSpan,
    problem: parsed.problem
  };
}
function guardedAttribution(attribution, span2, notePath) {
  try {
    return parseAttribution(attribution.text.slice(3), attribution.start + 3, notePath);
  } catch {
    return { problem: { status: "invalid_attribution", message: "attribution could not be read", span: span2 } };
  }
}
function stripLines(text5, lines, node2, start, depth) {
  const out = [];
  const firstLine = lines.lineAt(start);
  const lastLine = node2.position?.end.line ?? firstLine;
  for (let line = firstLine; line <= lastLine; line++) {
    let from = line === firstLine ? start : lines.lineStart(line);
    const end = lines.lineEnd(line);
    let markers = line === firstLine ? depth : 0;
    for (let d = markers; d <= depth; d++) {
      let i = from;
      while (i < end && (text5[i] === " " || text5[i] === "	")) {
        i++;
      }
      if (text5[i] !== ">") {
        break;
      }
      i++;
      if (text5[i] === " " || text5[i] === "	" && d < depth) {
        i++;
      }
      from = i;
      markers++;
    }
    out.push({ start: from, end, text: text5.slice(from, end), owner: Math.max(0, markers - 1) });
  }
  return out;
}

// server/src/core/forms/blockquote.ts
var blockquoteForm = {
  name: "blockquote",
  reported: "blockquote",
  blockBody: true,
  inlineQuote: false,
  ownLine: true,
  pinned: true,
  scan: {
    mayCite: (text5) => text5.includes("---"),
    mayCiteBytes: mayAttributeBytes,
    reach: (run) => mayAttribute(run) ? "block" : "none"
  },
  find: (ctx) => findBlockquoteCitations(ctx.text, ctx.root, ctx.lines, ctx.exclusions, ctx.notePath),
  attributionLine: {
    closes: (line) => line.startsWith("---"),
    // Neither a thematic break nor a setext underline: CommonMark reads it as text.
    plainLine: /^---[ ]+[^ \-:]/,
    build: buildCitation
  },
  owns: (c) => c.form === "blockquote",
  write: { pin: true }
};
var quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;
var attributionLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*---/m;
function mayAttribute(run) {
  if (!run.includes("---")) {
    return false;
  }
  const q = quoteStart.exec(run);
  return q !== null && attributionLine.test(run.slice(q.index));
}
function mayAttributeBytes(b) {
  for (let at = indexOfDashes(b, 0); at >= 0; at = indexOfDashes(b, at + 3)) {
    let lineStart = lastNewline(b, at - 1) + 1;
    let quoted = false;
    let k = lineStart;
    for (; k < at && prefixByte[b[k]]; k++) {
      quoted ||= b[k] === 62;
    }
    if (k < at) {
      continue;
    }
    if (quoted) {
      return true;
    }
    while (lineStart > 0) {
      const previous3 = lastNewline(b, lineStart - 2) + 1;
      if (isBlankLine(b, previous3, lineStart - 1)) {
        break;
      }
      if (opensQuote(b, previous3, lineStart - 1)) {
        return true;
      }
      lineStart = previous3;
    }
  }
  return false;
}
var prefixByte = (() => {
  const set = new Uint8Array(256);
  for (const c of " 	>*+-0123456789.)") {
    set[c.charCodeAt(0)] = 1;
  }
  return set;
})();
function indexOfDashes(b, from) {
  for (let at = b.indexOf(45, from); at >= 0; at = b.indexOf(45, at + 1)) {
    if (b[at + 1] === 45 && b[at + 2] === 45) {
      return at;
    }
  }
  return -1;
}
function lastNewline(b, from) {
  return from < 0 ? b[0] === 10 ? 0 : -1 : b.lastIndexOf(10, from);
}
function isBlankLine(b, start, end) {
  for (let k = start; k < end; k++) {
    if (b[k] !== 32 && b[k] !== 9 && b[k] !== 13) {
      return false;
    }
  }
  return true;
}
function opensQuote(b, start, end) {
  for (let k = start; k < end; k++) {
    if ((k === start || b[k - 1] === 13) && quoteAt(b, k, end)) {
      return true;
    }
  }
  return false;
}
function quoteAt(b, k, end) {
  const blank = (c) => c === 32 || c === 9;
  while (k < end && blank(b[k])) {
    k++;
  }
  while (k < end) {
    const c = b[k];
    if (c === 62) {
      return true;
    }
    if (c === 45 || c === 42 || c === 43) {
      k++;
    } else {
      const digits = k;
      while (k < end && b[k] >= 48 && b[k] <= 57) {
        k++;
      }
      if (k === digits || k - digits > 9 || k >= end || b[k] !== 46 && b[k] !== 41) {
        return false;
      }
      k++;
    }
    if (k >= end || !blank(b[k])) {
      return false;
    }
    while (k < end && blank(b[k])) {
      k++;
    }
  }
  return false;
}

// server/src/core/forms/extract.ts
var extractForm = {
  name: "extract",
  reported: "blockquote",
  blockBody: true,
  inlineQuote: false,
  ownLine: true,
  pinned: true,
  // Found as blockquotes: a citation is never told to be an extract's by its own shape.
  owns: () => false,
  evidenceHeading: /^##\s+Quotes\s*#*\s*$/i
};

// server/src/core/parse/proseScan.ts
var negations = /* @__PURE__ */ new Set(["not", "no", "never", "without", "nor", "neither", "cannot"]);
var hedges = /* @__PURE__ */ new Set(["non", "nearly", "almost", "near", "roughly", "approximately", "essentially", "mostly", "partly", "quasi", "semi", "largely", "virtually", "practically", "substantially", "more", "less"]);
var abbreviations = /* @__PURE__ */ new Set(["p", "pp", "e.g", "i.e", "cf", "vol", "vols", "fig", "figs", "eq", "ch", "sec", "para", "ed", "eds", "vs", "mr", "mrs", "dr", "prof", "jr", "sr", "op", "viz", "approx"]);
var sentenceOpener = /[\p{Lu}\p{N}([*_"“'‘«„]/u;
function lastAtOrBefore(items, value, key) {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    if (key(items[mid]) <= value) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
function spanHolding(items, offset) {
  const item = items[lastAtOrBefore(items, offset, (i) => i.span.start)];
  return item && offset < item.span.end ? item : void 0;
}
function findParenGroups(scan, base, links) {
  const groups = [];
  const closeOf = matchingParens(scan);
  let previousEnd = base;
  for (const link3 of [...links].sort((a, b) => a.span.start - b.span.start)) {
    const holder = groups[groups.length - 1];
    if (holder && link3.span.start < holder.span.end) {
      holder.links.push(link3);
      continue;
    }
    let i = link3.span.start - base - 1;
    while (i >= previousEnd - base && (scan[i] === " " || scan[i] === "	")) {
      i--;
    }
    previousEnd = link3.span.end;
    const close = scan[i] === "(" ? closeOf.get(i) : void 0;
    if (close !== void 0) {
      groups.push({ span: { start: base + i, end: base + close + 1 }, links: [link3], marker: false });
    }
  }
  return groups;
}
function matchingParens(scan) {
  const out = /* @__PURE__ */ new Map();
  const open = [];
  for (let j = 0; j < scan.length; j++) {
    if (scan[j] === "(") {
      open.push(j);
    } else if (scan[j] === ")" && open.length) {
      out.set(open.pop(), j);
    }
  }
  return out;
}
function findQuotes(scan, base) {
  const pairs = [];
  const strays = [];
  const open = [];
  const curlyCloseAfter = nextOf(scan, "\u201D");
  const curlyOpenAfter = nextOf(scan, "\u201C");
  const close = (k, at) => {
    strays.push(...open.splice(k + 1).map((o) => ({ at: base + o.at, opened: true })));
    pairs.push({ open: base + open.pop().at, close: base + at });
  };
  for (let i = scan.search(/["\u201C\u201D]/); i >= 0 && i < scan.length; i++) {
    const ch = scan[i];
    if (ch === "\u201C") {
      open.push({ at: i, curly: true });
    } else if (ch === "\u201D") {
      const k = open.findLastIndex((o) => o.curly);
      if (k >= 0 || open.length) {
        close(k >= 0 ? k : open.length - 1, i);
      } else {
        strays.push({ at: base + i, opened: false });
      }
    } else if (ch === '"' && !escaped(scan, i)) {
      const top = open[open.length - 1];
      const canClose = i > 0 && !/\s/.test(scan[i - 1]);
      const curlyHolds = top?.curly === true && curlyCloseAfter(i) < curlyOpenAfter(i);
      if (top && canClose && !curlyHolds) {
        close(open.length - 1, i);
      } else if (opensBefore(scan, i, open.length === 0)) {
        open.push({ at: i, curly: false });
      } else if (!curlyHolds) {
        strays.push({ at: base + i, opened: false });
      }
    }
  }
  strays.push(...open.map((o) => ({ at: base + o.at, opened: true })));
  return { quotes: outermost(pairs), strays: strays.sort((a, b) => a.at - b.at) };
}
function opensBefore(scan, i, outside) {
  const next = scan[i + 1];
  return next !== void 0 && !/\s/.test(next) && (outside || !/[\p{L}\p{N}.,;:!?)\]}%]/u.test(scan[i - 1] ?? " "));
}
function escaped(scan, i) {
  let k = i;
  while (k > 0 && scan[k - 1] === "\\") {
    k--;
  }
  return (i - k) % 2 === 1;
}
function nextOf(scan, ch) {
  let found = -1;
  return (from) => {
    if (found !== Infinity && found < from) {
      const at = scan.indexOf(ch, from);
      found = at < 0 ? Infinity : at;
    }
    return found;
  };
}
function outermost(pairs) {
  const out = [];
  for (const q of [...pairs].sort((a, b) => a.open - b.open)) {
    const last = out[out.length - 1];
    if (!last || q.open > last.close) {
      out.push(q);
    }
  }
  return out;
}
function findSentences(scan, base, quotes, groups, inlineStarts = /* @__PURE__ */ new Set()) {
  const out = [];
  let start = 0;
  for (let i = 0; i < scan.length; i++) {
    const ch = scan[i];
    if (ch !== "." && ch !== "!" && ch !== "?" || hiddenStop(scan, base, i, quotes, groups)) {
      continue;
    }
    let j = i + 1;
    while (j < scan.length && /[)"”’'\]*_]/.test(scan[j])) {
      j++;
    }
    if (j < scan.length && (!/\s/.test(scan[j]) || inlineStarts.has(base + j))) {
      continue;
    }
    let k = j;
    while (k < scan.length && /\s/.test(scan[k]) && !inlineStarts.has(base + k)) {
      k++;
    }
    if (k < scan.length && !inlineStarts.has(base + k) && !sentenceOpener.test(scan[k])) {
      continue;
    }
    if (ch === "." && isAbbreviation(scan, i, scan[k])) {
      continue;
    }
    if (scan[j - 1] !== ch && (scan[k] === "(" || scan[k] === "[")) {
      continue;
    }
    out.push({ start: base + start, end: base + j });
    start = j;
  }
  out.push({ start: base + start, end: base + scan.length });
  return out;
}
function quoteHolding(quotes, offset) {
  const q = quotes[lastAtOrBefore(quotes, offset, (x) => x.open)];
  return q && offset > q.open && offset < q.close ? q : void 0;
}
function hiddenStop(scan, base, i, quotes, groups) {
  const at = base + i;
  if (spanHolding(groups, at)) {
    return true;
  }
  const q = quoteHolding(quotes, at);
  return q !== void 0 && !/^[)’'\]*_]*$/.test(scan.slice(i + 1, q.close - base));
}
function isAbbreviation(scan, dot, next) {
  const word = /[\p{L}.]+$/u.exec(scan.slice(Math.max(0, dot - 12), dot))?.[0].toLowerCase();
  if (!word) {
    return false;
  }
  if (word === "no" || word === "nos") {
    return scan[dot - word.length] === "N" || next !== void 0 && new RegExp("\\p{N}", "u").test(next);
  }
  if (word === "al") {
    return /\bet\s+$/i.test(scan.slice(Math.max(0, dot - 8), dot - 2));
  }
  return abbreviations.has(word) && !/[\p{L}\p{N}]/u.test(scan[dot - word.length - 1] ?? " ");
}
function findMarkers(scan, base, quotes, groups, sentences) {
  const out = [];
  let unquoted;
  for (const m of scan.matchAll(/verbatim/giu)) {
    const at = base + m.index;
    if (!standsAlone(scan, m.index, m.index + m[0].length)) {
      continue;
    }
    const group = spanHolding(groups, at);
    if (!group && quoteHolding(quotes, at)) {
      continue;
    }
    const sentence = sentences[lastAtOrBefore(sentences, at, (x) => x.start)];
    const floor = group ? group.span.start + 1 : sentence?.start ?? base;
    unquoted ??= blankQuotes(scan, base, quotes);
    const from = Math.max(floor - base, m.index - maxClause);
    if (negatedOrHedged(clauseWords(unquoted.slice(from, m.index)))) {
      continue;
    }
    out.push(at);
  }
  return out;
}
var maxClause = 400;
function standsAlone(scan, start, end) {
  let b = start;
  while (b > 0 && b > start - 3 && emphasis.test(scan[b - 1])) {
    b--;
  }
  let a = end;
  while (a < scan.length && a < end + 3 && emphasis.test(scan[a])) {
    a++;
  }
  return !/[\p{L}\p{N}_\-/’']/u.test(scan[b - 1] ?? " ") && !/[\p{L}\p{N}_\-/]/u.test(scan[a] ?? " ");
}
var emphasis = /[*_~]/;
function blankQuotes(scan, base, quotes) {
  const chars = scan.split("");
  for (const q of quotes) {
    chars.fill(" ", q.open - base, q.close - base + 1);
  }
  return chars.join("");
}
function clauseWords(text5) {
  const chars = text5.split("");
  const opens2 = [];
  chars.forEach((ch, k) => {
    if (ch === "(") {
      opens2.push(k);
    } else if (ch === ")" && opens2.length) {
      chars.fill(" ", opens2.pop(), k + 1);
    }
  });
  const clause = chars.join("").toLowerCase().replace(/’/g, "'").split(/[,;:—–]|\s--\s|\bbut\b|\byet\b/u).pop();
  return clause.replace(/\bnos?\.\s*(?=\d)/g, " ").match(/[\p{L}']+/gu) ?? [];
}
function negatedOrHedged(words) {
  if (words.some((w) => negations.has(w) || w.endsWith("n't"))) {
    return true;
  }
  return words.slice(-2).some((w) => hedges.has(w));
}
function citeLink(link3, notePath, unresolvedSpan) {
  const destination = parseLinkDestination(link3.destination, notePath);
  if ("problem" in destination) {
    return { targetSpan: link3.span, problem: { status: "invalid_attribution", message: destination.problem, span: link3.span } };
  }
  if (!destination.target) {
    return { problem: { status: "unresolved", message: "verbatim quote pairs with an in-page anchor, not a source file", span: unresolvedSpan } };
  }
  return { targetSpan: link3.span, target: destination.target, ranges: destination.ranges };
}

// server/src/core/parse/leadIn.ts
var notFollowed = "verbatim lead-in ends with a colon but no blockquote follows it directly: put the quoted words in a blockquote right after the paragraph";
var attributedAfter = "the blockquote after this verbatim lead-in has an attribution line of its own, so the lead-in cites nothing: drop the attribution line, or the marker from the lead-in's parentheses";
function leadInCitation(text5, group, next, isTaken, notePath) {
  const unresolved = (message) => ({
    form: "prose",
    quote: "",
    quoteSpan: { start: group.span.start, end: group.span.start },
    span: group.span,
    attributionSpan: group.span,
    targetSpan: group.links[0].span,
    problem: { status: "unresolved", message, span: group.span }
  });
  const blockSpan = next?.type === "blockquote" ? spanOf(next) : void 0;
  if (!next || next.type !== "blockquote" || !blockSpan) {
    return { citations: [unresolved(notFollowed)], consumed: [] };
  }
  if (isTaken(blockSpan)) {
    return { citations: [unresolved(attributedAfter)], consumed: [] };
  }
  const body = blockquoteBody(text5, next);
  if (!body) {
    return { citations: [unresolved("the blockquote after this verbatim lead-in is blank: nothing to check")], consumed: [blockSpan] };
  }
  if (group.links.length > 1) {
    return { citations: [unresolved("verbatim lead-in is equally close to two links in its citation parentheses")], consumed: [blockSpan] };
  }
  const span2 = { start: body.from, end: blockSpan.end };
  const citation = {
    form: "prose",
    quote: body.quote,
    quoteSpan: body.quoteSpan,
    span: span2,
    attributionSpan: group.span,
    leadIn: blockSpan,
    ...citeLink(group.links[0], notePath, group.span)
  };
  return { citations: [citation], consumed: [blockSpan] };
}
function blockquoteBody(text5, node2) {
  const first = node2.children[0] && spanOf(node2.children[0]);
  const last = node2.children.length ? spanOf(node2.children[node2.children.length - 1]) : void 0;
  if (!first || !last) {
    return void 0;
  }
  let start = first.start;
  let end = last.end;
  while (end > start && /\s/.test(text5[end - 1])) {
    end--;
  }
  if (end <= start) {
    return void 0;
  }
  const from = start;
  if (wrapsWhole(text5.slice(start, end))) {
    start++;
    end--;
  }
  const quote = text5.slice(start, end).replace(/(?:\r\n|\r|\n)[ \t]*(?:>[ \t]?)*/g, "\n");
  return { quote, quoteSpan: { start, end }, from };
}
function wrapsWhole(s) {
  if (s.length < 2) {
    return false;
  }
  const inner = s.slice(1, -1);
  if (s.startsWith('"') && s.endsWith('"')) {
    return !inner.includes('"');
  }
  if (!s.startsWith("\u201C") || !s.endsWith("\u201D")) {
    return false;
  }
  let depth = 0;
  for (const ch of inner) {
    if (ch === "\u201C") {
      depth++;
    } else if (ch === "\u201D" && --depth < 0) {
      return false;
    }
  }
  return true;
}

// server/src/core/forms/leadIn.ts
var leadInForm = {
  name: "lead-in",
  reported: "prose",
  blockBody: true,
  inlineQuote: false,
  ownLine: false,
  pinned: false,
  owns: (c) => c.leadIn !== void 0,
  // Prose citations carry no version, so no pin is written.
  write: { rewrite: leadInText, pin: false }
};
function leadInText(blockquote2, place2, req) {
  const body = leadInBody(blockquote2.replace(/\n$/, "").split("\n").slice(0, -1));
  const written = req.from && req.paths !== "root" ? relativePosix(dirnamePosix(req.from), req.source) : `/${req.source}`;
  const link3 = written.split("/").map((s) => s === "." || s === ".." ? s : encodeURIComponent(s).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join("/");
  const name = req.source.slice(req.source.lastIndexOf("/") + 1).replace(/[\\[\]`*_<>]/g, (c) => `\\${c}`);
  const anchor2 = place2.startLine === place2.endLine ? `#L${place2.startLine}` : `#L${place2.startLine}-L${place2.endLine}`;
  return `([${name}](${link3}${anchor2}), verbatim):

${body.join("\n")}
`;
}
function leadInBody(lines) {
  const body = [...lines];
  if (body.length && wrapsWhole(body.map((l) => l.replace(/^> ?/, "")).join("\n").trim())) {
    body[0] = `> \u201C${body[0].replace(/^> ?/, "")}`;
    body[body.length - 1] = `${body[body.length - 1]}\u201D`;
  }
  return body;
}

// server/src/core/parse/prose.ts
function findProseCitations(text5, root2, exclusions, notePath, taken, unlinked) {
  const citations = [];
  const consumed = [];
  const isTaken = overlapTest(taken);
  for (const { node: node2, ancestors } of walk(root2)) {
    if (node2.type !== "paragraph" && node2.type !== "tableCell" && node2.type !== "heading") {
      continue;
    }
    const span2 = spanOf(node2);
    const lastConsumed = consumed[consumed.length - 1];
    if (!span2 || isTaken(span2) || lastConsumed && lastConsumed.start < span2.end && span2.start < lastConsumed.end) {
      continue;
    }
    const inQuote = ancestors.some((a) => a.type === "blockquote");
    const scan = scanParagraph(text5, node2, span2, exclusions);
    const paired = pairQuotes(text5, scan, notePath, inQuote, unlinked);
    append(citations, paired.citations);
    const leadIn = node2.type === "paragraph" && text5.slice(span2.start, span2.end).trimEnd().endsWith(":") ? paired.unquoted.pop() : void 0;
    append(citations, paired.unquoted.map(quotelessCitation));
    if (leadIn) {
      const found = leadInCitation(text5, leadIn, nextSibling(ancestors, node2), isTaken, notePath);
      append(citations, found.citations);
      append(consumed, found.consumed);
    }
  }
  return citations;
}
function overlapTest(spans) {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const furthest = [];
  for (const [k, t] of sorted.entries()) {
    furthest.push(Math.max(t.end, furthest[k - 1] ?? -1));
  }
  return (span2) => {
    const k = lastAtOrBefore(sorted, span2.end - 1, (t) => t.start);
    return k >= 0 && furthest[k] > span2.start;
  };
}
var childIndex = /* @__PURE__ */ new WeakMap();
function nextSibling(ancestors, node2) {
  const parent = ancestors[ancestors.length - 1];
  if (!parent) {
    return void 0;
  }
  let index2 = childIndex.get(parent);
  if (!index2) {
    index2 = new Map(parent.children.map((c, k) => [c, k]));
    childIndex.set(parent, index2);
  }
  return parent.children[(index2.get(node2) ?? -2) + 1];
}
function scanParagraph(text5, paragraph2, span2, exclusions) {
  const base = span2.start;
  const chars = text5.slice(span2.start, span2.end).split("");
  const blank = (s) => {
    for (let i = Math.max(s.start, base); i < Math.min(s.end, span2.end); i++) {
      if (chars[i - base] !== "\n") {
        chars[i - base] = " ";
      }
    }
  };
  const links = [];
  const labels = [];
  const inlineStarts = /* @__PURE__ */ new Set();
  for (const { node: node2 } of walk({ type: "root", children: [paragraph2] })) {
    const s = spanOf(node2);
    if (!s) {
      continue;
    }
    if (node2.type === "link" || node2.type === "linkReference") {
      const destination = node2.type === "link" ? node2.url : exclusions.definitions.get(node2.identifier);
      if (destination !== void 0) {
        links.push({ span: s, destination });
      }
      blank(s);
      inlineStarts.add(s.start);
    } else if (node2.type === "inlineCode" || node2.type === "html" || node2.type === "image" || node2.type === "imageReference") {
      blank(s);
      if (node2.type !== "html") {
        inlineStarts.add(s.start);
      }
    } else if (node2.type === "strong") {
      labels.push(s);
    }
  }
  for (const s of exclusions.spans) {
    if (s.start < span2.end && span2.start < s.end) {
      blank(s);
    }
  }
  const scan = chars.join("");
  const groups = findParenGroups(scan, base, links);
  const labelled = labels.sort((a, b) => a.start - b.start).map((l) => ({ span: l }));
  const marks = findQuotes(scan, base);
  const readable = (q) => !spanHolding(groups, q.open) && !inLabel(labelled, q) && !isInside(exclusions.spans, q.open);
  const quotes = marks.quotes.filter(readable);
  const strays = marks.strays.filter((m) => readable({ open: m.at, close: m.at }));
  const sentences = findSentences(scan, base, quotes, groups, inlineStarts);
  const markers = [];
  for (const m of findMarkers(scan, base, quotes, groups, sentences)) {
    const g = spanHolding(groups, m);
    if (g) {
      g.marker = true;
    } else {
      markers.push(m);
    }
  }
  return { span: span2, links: [...links].sort((a, b) => a.span.start - b.span.start), groups, markers, quotes, strays, sentences };
}
function inLabel(labels, q) {
  const last = lastAtOrBefore(labels, q.open, (l) => l.span.start);
  for (let k = last; k >= 0 && k > last - 8; k--) {
    if (q.close < labels[k].span.end) {
      return true;
    }
  }
  return false;
}
function pairQuotes(text5, p, notePath, inQuote, unlinked) {
  const citations = [];
  const used = /* @__PURE__ */ new Set();
  const groupOf = new Map(p.groups.flatMap((g) => g.links.map((l) => [l, g])));
  const resolved = /* @__PURE__ */ new Set();
  for (const q of p.quotes) {
    const sentence = sentenceOf(p, q.open);
    const link3 = pairedLink(p.links, q, sentence);
    const group = link3 && groupOf.get(link3);
    if (!markedAt(p, q.open, sentence) && !group?.marker) {
      continue;
    }
    if (group) {
      used.add(group);
    }
    if (link3 || p.links.length > 0) {
      const end = group?.span.end ?? (link3 && link3.span.start > q.close ? link3.span.end : q.close);
      resolved.add(sentence.start);
      citations.push(quoteCitation(text5, q, link3, group, notePath, inQuote, doubted(p, q, sentence, end)));
    } else {
      unlinked?.push({ start: q.open + 1, end: q.close });
    }
  }
  for (const s of p.strays) {
    const sentence = sentenceOf(p, s.at);
    const link3 = pairedLink(p.links, { open: s.at, close: s.at }, sentence);
    const group = link3 && groupOf.get(link3);
    if (resolved.has(sentence.start) || p.links.length === 0 || !(markedAt(p, s.at, sentence) || s.opened && group?.marker)) {
      continue;
    }
    resolved.add(sentence.start);
    if (group) {
      used.add(group);
    }
    citations.push(strayCitation(s.at, link3, group));
  }
  return { citations, unquoted: p.groups.filter((g) => g.marker && !used.has(g)) };
}
function doubted(p, q, sentence, end) {
  for (let k = lastAtOrBefore(p.strays, sentence.start - 1, (s) => s.at) + 1; k < p.strays.length && p.strays[k].at < Math.min(end, sentence.end); k++) {
    const s = p.strays[k];
    if (s.at > q.open || s.opened) {
      return true;
    }
  }
  return false;
}
function sentenceOf(p, at) {
  return p.sentences[lastAtOrBefore(p.sentences, at, (s) => s.start)] ?? p.span;
}
function markedAt(p, at, sentence) {
  const marker = p.markers[lastAtOrBefore(p.markers, at - 1, (m) => m)];
  return marker !== void 0 && marker >= sentence.start;
}
var unpaired = 'a quotation mark in this verbatim sentence pairs with no other, so the quoted words cannot be told: close the quote, or escape an inch mark as \\"';
function strayCitation(at, link3, group) {
  const mark2 = { start: at, end: at + 1 };
  const attributionSpan = group?.span ?? link3?.span ?? mark2;
  return {
    form: "prose",
    quote: "",
    quoteSpan: { start: at, end: at },
    span: { start: at, end: Math.max(at + 1, attributionSpan.end) },
    attributionSpan,
    targetSpan: link3?.span,
    problem: { status: "unresolved", message: unpaired, span: mark2 }
  };
}
function pairedLink(links, q, sentence) {
  const k = lastAtOrBefore(links, q.close, (l) => l.span.start);
  const following = links[k + 1];
  if (following && following.span.start < sentence.end) {
    return following;
  }
  const preceding = links[lastAtOrBefore(links, q.open, (l) => l.span.end)];
  return preceding && preceding.span.start >= sentence.start && preceding.span.end <= q.open ? preceding : void 0;
}
function quoteCitation(text5, q, link3, group, notePath, inQuote, doubt) {
  let quote = text5.slice(q.open + 1, q.close);
  if (inQuote) {
    quote = quote.replace(/\n[ \t]*(?:>[ \t]?)+/g, "\n");
  }
  const quoteSpan = { start: q.open + 1, end: q.close };
  const attributionSpan = group?.span ?? link3?.span ?? { start: q.close, end: q.close + 1 };
  const span2 = { start: q.open, end: Math.max(q.close + 1, attributionSpan.end) };
  const base = { form: "prose", quote, quoteSpan, span: span2, attributionSpan };
  const unresolved = (message) => extend(base, { problem: { status: "unresolved", message, span: { start: q.open, end: q.close + 1 } } });
  if (!link3) {
    return unresolved("verbatim quote has no link in its sentence to pair with");
  }
  if (doubt) {
    return unresolved(unpaired);
  }
  if (group && group.links.length > 1) {
    return unresolved("verbatim quote is equally close to two links in its citation parentheses");
  }
  return extend(base, citeLink(link3, notePath, { start: q.open, end: q.close + 1 }));
}
function quotelessCitation(g) {
  const message = g.links.length > 1 ? "verbatim citation parentheses hold two links and no quoted span to check" : "verbatim citation parentheses have no quoted span to check: quote the words, or end the paragraph with a colon and put the quote in a blockquote right after it";
  return {
    form: "prose",
    quote: "",
    quoteSpan: { start: g.span.start, end: g.span.start },
    span: g.span,
    attributionSpan: g.span,
    targetSpan: g.links[0].span,
    problem: { status: "unresolved", message, span: g.span }
  };
}

// server/src/core/forms/prose.ts
var proseForm = {
  name: "prose",
  reported: "prose",
  blockBody: false,
  inlineQuote: true,
  ownLine: false,
  pinned: false,
  scan: {
    mayCite: (text5) => /verbatim/i.test(text5),
    mayCiteBytes: hasMarkerWord,
    reach: (run, definitions) => mayHoldProse(run, definitions) ? "linked" : "none"
  },
  find: (ctx) => findProseCitations(ctx.text, ctx.root, ctx.exclusions, ctx.notePath, ctx.taken),
  owns: (c) => c.form === "prose" && !c.leadIn
};
var markerShift = (() => {
  const shift2 = new Uint8Array(256).fill(8);
  for (const [k, c] of [..."verbatim".slice(0, 7)].entries()) {
    shift2[c.charCodeAt(0)] = 7 - k;
    shift2[c.toUpperCase().charCodeAt(0)] = 7 - k;
  }
  return shift2;
})();
function hasMarkerWord(b) {
  const word = [118, 101, 114, 98, 97, 116, 105, 109];
  for (let i = 7; i < b.length; i += markerShift[b[i]]) {
    let k = 7;
    while (k >= 0 && (b[i - 7 + k] | 32) === word[k]) {
      k--;
    }
    if (k < 0) {
      return true;
    }
  }
  return false;
}
var linkSyntax = /\]\(|<[A-Za-z][A-Za-z0-9+.-]{1,31}:|www\.|https?:\/\/|[\w.+-]@[\w-]+\./i;
var citationParen = /\([ \t]*(?:\[|<|https?:|www\.|mailto:|xmpp:|[\w.+-]+@)/i;
var standaloneMarker = /(?<![\p{L}\p{N}\-/’'])verbatim(?![\p{L}\p{N}\-/])/giu;
function mayHoldProse(run, definitions) {
  const first = markerFrom(run, 0);
  if (first < 0 || !(linkSyntax.test(run) || run.includes("]") && definitions())) {
    return false;
  }
  if (/["“”„«»]/.test(run.slice(first))) {
    return true;
  }
  const paren = citationParen.exec(run);
  return paren !== null && markerFrom(run, paren.index + 1) >= 0;
}
function markerFrom(run, from) {
  standaloneMarker.lastIndex = from;
  return standaloneMarker.exec(run)?.index ?? -1;
}

// server/src/core/forms/registry.ts
var citationForms = [blockquoteForm, leadInForm, proseForm, extractForm];
var formScans = citationForms.flatMap((f) => f.scan ? [f.scan] : []);
var unlinedScans = citationForms.flatMap((f) => f.scan && !f.attributionLine ? [f.scan] : []);
var attributionLines = citationForms.flatMap((f) => f.attributionLine ? [f.attributionLine] : []);
function formOf(c) {
  return citationForms.find((f) => f.owns(c)) ?? blockquoteForm;
}
function formNamed(name) {
  return citationForms.find((f) => f.name === name);
}
function writtenForms() {
  return citationForms.filter((f) => f.write).map((f) => f.name);
}
function isReportedForm(value) {
  return citationForms.some((f) => f.reported === value);
}
var noteFindingForm = blockquoteForm.reported;

// server/src/core/match/find.ts
var countCap = 1e4;
function findAll(haystack, needle, limit = countCap) {
  const hits = [];
  if (needle.length === 0) {
    return hits;
  }
  for (let i = haystack.indexOf(needle); i >= 0 && hits.length < limit; i = haystack.indexOf(needle, i + 1)) {
    hits.push(i);
  }
  return hits;
}
function findIn(region, needle, limit = countCap) {
  const text5 = region.normalized.text;
  if (needle.length > text5.length) {
    return [];
  }
  const candidates2 = needle.length ? (region.places ?? region.index)?.candidates(needle) : void 0;
  if (!candidates2) {
    return findAll(text5, needle, limit);
  }
  const hits = [];
  for (const at of candidates2) {
    if (text5.startsWith(needle, at)) {
      hits.push(at);
      if (hits.length >= limit) {
        break;
      }
    }
  }
  return hits;
}
var scannedApart = 24;
var NeedleScan = class {
  #needles;
  /** Needles looked for one by one. */
  #apart = [];
  #byAnchor = /* @__PURE__ */ new Map();
  /** A bit per hash of an anchor, so most positions need no map lookup. */
  #bits = new Uint8Array(1 << 13);
  constructor(needles) {
    this.#needles = needles;
    needles.forEach((needle, k) => {
      if (needle.length < 4 || needles.length < scannedApart) {
        this.#apart.push(k);
        return;
      }
      const key = anchor(needle.charCodeAt(0), needle.charCodeAt(1), needle.charCodeAt(2), needle.charCodeAt(3));
      const list3 = this.#byAnchor.get(key);
      if (list3) {
        list3.push(k);
      } else {
        this.#byAnchor.set(key, [k]);
      }
      const at = (key & 65535) >>> 3;
      this.#bits[at] = this.#bits[at] | 1 << (key & 7);
    });
  }
  /** The needles (their indices, ascending) that occur in one of `texts` at least once. */
  presentIn(texts) {
    const found = /* @__PURE__ */ new Set();
    for (const k of this.#apart) {
      const needle = this.#needles[k];
      if (needle.length && texts.some((t) => t.includes(needle))) {
        found.add(k);
      }
    }
    if (this.#byAnchor.size) {
      for (const text5 of texts) {
        this.#pass(text5, found);
      }
    }
    return [...found].sort((a, b) => a - b);
  }
  #pass(text5, found) {
    const bits = this.#bits;
    let a = text5.charCodeAt(0);
    let b = text5.charCodeAt(1);
    let c = text5.charCodeAt(2);
    for (let p = 0; p + 3 < text5.length; p++) {
      const d = text5.charCodeAt(p + 3);
      const key = anchor(a, b, c, d);
      if (bits[(key & 65535) >>> 3] & 1 << (key & 7)) {
        for (const k of this.#byAnchor.get(key) ?? []) {
          if (!found.has(k) && text5.startsWith(this.#needles[k], p)) {
            found.add(k);
          }
        }
      }
      a = b;
      b = c;
      c = d;
    }
  }
};
function anchor(a, b, c, d) {
  return Math.imul(Math.imul(Math.imul(a, 2654435761) + b, 2246822507) + (c << 16 | d), 3266489909) >>> 2;
}

// server/src/core/match/compounds.ts
var removedLineBreakHyphen = /^[-\u2010\u2011\u00AD][ \t]*(?:\r\n?|\n)[ \t]*$/;
var wordChar = new RegExp("\\p{L}", "u");
function findAcrossBrokenCompounds(region, quote, original, limit = countCap) {
  const first = compoundHyphenAfter(quote, 0);
  if (first < 0) {
    return [];
  }
  const out = [];
  for (const start of prefixStarts(region, quote, first, limit)) {
    const end = extend2(region, original, quote, first, start + first);
    if (end !== void 0) {
      out.push([start, end]);
      if (out.length >= limit) {
        break;
      }
    }
  }
  return out;
}
function prefixStarts(region, quote, first, limit) {
  const prefix = quote.slice(0, first);
  const index2 = region.places ?? region.index;
  if (!index2 || prefix.includes(" ") && prefix.indexOf(" ") !== prefix.lastIndexOf(" ")) {
    return findIn(region, prefix, limit);
  }
  const next = compoundHyphenAfter(quote, first + 1);
  const after = index2.candidates(quote.slice(first + 1, next < 0 ? quote.length : next));
  if (!after) {
    return findIn(region, prefix, limit);
  }
  const hay = region.normalized.text;
  const starts = [];
  for (const at of after) {
    for (const start of [at - first - 1, at - first]) {
      if (start >= 0 && start > (starts[starts.length - 1] ?? -1) && hay.startsWith(prefix, start)) {
        starts.push(start);
      }
    }
  }
  return starts;
}
function holdsCompound(quote) {
  return compoundHyphenAfter(quote, 0) >= 0;
}
function extend2(region, original, quote, i, j) {
  const hay = region.normalized.text;
  while (i < quote.length) {
    if (hay[j] === quote[i]) {
      i++;
      j++;
    } else if (quote[i] === "-" && compoundHyphenAfter(quote, i) === i && brokenHere(region, original, j)) {
      i++;
    } else {
      return void 0;
    }
  }
  return j;
}
function brokenHere(region, original, j) {
  const n = region.normalized;
  if (j <= 0 || j >= n.text.length) {
    return false;
  }
  return removedLineBreakHyphen.test(original.slice(n.map.end(j - 1), n.map.start(j)));
}
function compoundHyphenAfter(quote, from) {
  for (let k = quote.indexOf("-", from); k >= 0; k = quote.indexOf("-", k + 1)) {
    if (k > 0 && wordChar.test(quote[k - 1]) && wordChar.test(quote[k + 1] ?? "")) {
      return k;
    }
  }
  return -1;
}

// server/src/core/match/edges.ts
var isJoining = /[\p{L}\p{N}\p{M}]/u;
var isUnspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
var isDigitChar = new RegExp("\\p{N}", "u");
function isWordCharAt(text5, i) {
  if (i < 0 || i >= text5.length) {
    return false;
  }
  const code3 = text5.charCodeAt(i);
  if (code3 < 128) {
    return code3 >= 48 && code3 <= 57 || code3 >= 65 && code3 <= 90 || code3 >= 97 && code3 <= 122;
  }
  const cp = text5.codePointAt(code3 >= 56320 && code3 <= 57343 && i > 0 ? i - 1 : i);
  const ch = String.fromCodePoint(cp);
  return isJoining.test(ch) && !isUnspaced.test(ch);
}
function isDigitAt(text5, i) {
  const code3 = text5.charCodeAt(i);
  return code3 < 128 ? code3 >= 48 && code3 <= 57 : i >= 0 && i < text5.length && isDigitChar.test(text5[i]);
}
function isWordJoiner(ch) {
  return ch === "-" || ch === "'" || ch === "\u2019" || ch === "\u02BC" || ch === "\u2010" || ch === "\u2011";
}
function isWordBoundary(text5, p) {
  const left = isWordCharAt(text5, p - 1);
  const right = isWordCharAt(text5, p);
  if (left && right) {
    return false;
  }
  if (left && isWordJoiner(text5[p]) && isWordCharAt(text5, p + 1)) {
    return false;
  }
  return !(right && isWordJoiner(text5[p - 1]) && isWordCharAt(text5, p - 2));
}
function cutsNumber(text5, p) {
  const before = text5[p - 1];
  const after = text5[p];
  if (isDigitAt(text5, p) && (before === "-" || before === "+" || before === "\xB1")) {
    return true;
  }
  if (isDigitAt(text5, p) && (before === "." || before === ",") && isDigitAt(text5, p - 2)) {
    return true;
  }
  return isDigitAt(text5, p - 1) && (after === "." || after === ",") && isDigitAt(text5, p + 1);
}
function startsWhole(text5, start, end = text5.length) {
  const second = start + 1 < end;
  if (second && isWordJoiner(text5[start]) && isWordCharAt(text5, start + 1) && isWordCharAt(text5, start - 1)) {
    return false;
  }
  const startsWord = isWordCharAt(text5, start) || second && (text5[start] === "." || text5[start] === ",") && isDigitAt(text5, start + 1);
  return !startsWord || isWordBoundary(text5, start) && !cutsNumber(text5, start);
}
function endsWhole(text5, end, start = 0) {
  const second = end - 2 >= start;
  if (second && isWordJoiner(text5[end - 1]) && isWordCharAt(text5, end - 2) && isWordCharAt(text5, end)) {
    return false;
  }
  const endsWord = isWordCharAt(text5, end - 1) || second && (text5[end - 1] === "." || text5[end - 1] === ",") && isDigitAt(text5, end - 2);
  return !endsWord || isWordBoundary(text5, end) && !cutsNumber(text5, end);
}
function wholeAt(text5, start, end) {
  return end <= start || startsWhole(text5, start, end) && endsWhole(text5, end, start);
}
function snapToWords(text5, start, end) {
  let from = Math.max(0, start);
  let to = Math.min(text5.length, end);
  while (from > 0 && !startsWhole(text5, from, to)) {
    from--;
  }
  while (to < text5.length && !endsWhole(text5, to, from)) {
    to++;
  }
  return [from, to];
}

// server/src/core/match/elisions.ts
var markerPattern = new RegExp("\\[(?:\\.\\.\\.|\u2026)\\]|\\.\\.\\.|\u2026|(?<![\\p{L}\\p{N}])\\[\\p{L}\\](?=[\\p{L}\\p{N}])|\\[([^[\\]]{1,60})\\]", "gu");
var letterMarker = new RegExp("^\\[\\p{L}\\]$", "u");
var negatingPrefix = /^(un|in|im|il|ir|non|dis|mis|anti)-?$/i;
function splitElisions(quote) {
  const raw = [];
  const gaps = [];
  const inserted = [];
  let last = 0;
  let any = false;
  for (const m of quote.matchAll(markerPattern)) {
    any = true;
    if (m[1] === void 0 && letterMarker.test(m[0])) {
      continue;
    }
    raw.push(quote.slice(last, m.index));
    const inner = m[1];
    gaps.push(inner === void 0 ? "ellipsis" : inner.trim().toLowerCase() === "sic" ? "sic" : "insertion");
    last = m.index + m[0].length;
    const prefix = inner === void 0 ? void 0 : negatingPrefix.exec(inner.trim())?.[1];
    inserted.push(inner === void 0 || gaps[gaps.length - 1] === "sic" ? "" : prefix && new RegExp("\\p{L}", "u").test(quote[last] ?? "") ? `${prefix}-` : inner);
  }
  if (!any) {
    return void 0;
  }
  raw.push(quote.slice(last));
  const fragments = raw.map((f) => f.trim());
  const lead = [];
  const trail2 = [];
  while (fragments.length > 1 && fragments[0] === "") {
    fragments.shift();
    gaps.shift();
    lead.push(inserted.shift());
  }
  while (fragments.length > 1 && fragments[fragments.length - 1] === "") {
    fragments.pop();
    gaps.pop();
    trail2.unshift(inserted.pop());
  }
  for (let k = 1; k < fragments.length - 1; ) {
    if (fragments[k] === "") {
      fragments.splice(k, 1);
      const merged = gaps[k - 1] === "ellipsis" || gaps[k] === "ellipsis" ? "ellipsis" : "insertion";
      gaps.splice(k - 1, 2, merged);
      inserted.splice(k - 1, 2, `${inserted[k - 1]} ${inserted[k]}`);
    } else {
      k++;
    }
  }
  const variants = fragments.map(letterVariants);
  return { fragments: variants.map((v) => v[0]), gaps, variants, inserted, leadInserted: lead.filter(Boolean).join(" "), trailInserted: trail2.filter(Boolean).join(" ") };
}
function letterVariants(fragment) {
  const parts = fragment.split(new RegExp("\\[(\\p{L})\\]", "u"));
  let out = [parts[0]];
  for (let k = 1; k < parts.length; k += 2) {
    const letter = parts[k];
    const cases = k <= 5 ? [.../* @__PURE__ */ new Set([letter, letter.toUpperCase(), letter.toLowerCase()])].filter((c) => c.length === letter.length) : [letter];
    out = out.flatMap((prefix) => cases.map((c) => prefix + c + parts[k + 1]));
  }
  return out;
}
function gapLimit(kind, maxElisionGap) {
  switch (kind) {
    case "ellipsis":
      return maxElisionGap + 2;
    case "insertion":
      return 62;
    case "sic":
      return 1;
  }
}
function matchElided(text5, quote, maxElisionGap, limit = countCap) {
  const { fragments } = quote;
  if (fragments.every((f) => f === "")) {
    return { count: 0 };
  }
  const last = fragments.length - 1;
  if (fragments.length > maxFragments) {
    return { count: 0, capped: true };
  }
  const share = Math.min(limit, Math.max(64, Math.floor(hitBudget / quote.variants.reduce((n, v) => n + v.length, 0))));
  const found = [];
  for (const spellings of quote.variants) {
    const lists = spellings.map((f) => findAll(text5, f, share));
    if (lists.every((l) => l.length === 0)) {
      return { count: 0 };
    }
    found.push(lists);
  }
  const hits = found.map((lists, k) => mergeHits(lists).filter((h) => fragmentWhole(text5, h, h + fragments[k].length, k > 0, k < last)));
  const counts = countChains(text5, hits, quote, maxElisionGap);
  const total = counts[counts.length - 1].reduce((a, b) => Math.min(Number.MAX_SAFE_INTEGER, a + b), 0);
  if (total >= limit || found.some((lists) => lists.some((l) => l.length >= share))) {
    return { count: Math.min(total, limit), capped: true };
  }
  return total === 1 ? { count: total, match: walkBack(text5, hits, counts, quote, maxElisionGap) } : { count: total };
}
function fragmentWhole(text5, start, end, gapBefore, gapAfter) {
  if (start === end) {
    return true;
  }
  return startsWhole(text5, start, end) && endsWhole(text5, end, start) && (!gapBefore || isWordBoundary(text5, start)) && (!gapAfter || isWordBoundary(text5, end));
}
var maxFragments = 1e3;
var hitBudget = 20 * countCap;
function countChains(text5, hits, quote, maxElisionGap) {
  const { fragments, gaps } = quote;
  let prevHits = hits[0];
  let prevCounts = prevHits.map(() => 1);
  const allCounts = [prevCounts];
  for (let k = 1; k < fragments.length; k++) {
    const curHits = hits[k];
    const prevLen = fragments[k - 1].length;
    const maxGap = gapLimit(gaps[k - 1], maxElisionGap);
    const curCounts = [];
    const prefix = [0];
    for (const c of prevCounts) {
      prefix.push(Math.min(Number.MAX_SAFE_INTEGER, prefix[prefix.length - 1] + c));
    }
    let lo = 0;
    let hi = 0;
    for (const h of curHits) {
      while (hi < prevHits.length && prevHits[hi] + prevLen <= h) {
        hi++;
      }
      while (lo < hi && prevHits[lo] + prevLen < h - maxGap) {
        lo++;
      }
      let count = prefix[hi] - prefix[lo];
      if (gaps[k - 1] === "sic" && count > 0) {
        count = 0;
        for (let p = lo; p < hi; p++) {
          if (/^\s*$/.test(text5.slice(prevHits[p] + prevLen, h))) {
            count += prevCounts[p];
          }
        }
      }
      curCounts.push(count);
    }
    prevHits = curHits;
    prevCounts = curCounts;
    allCounts.push(curCounts);
  }
  return allCounts;
}
function walkBack(text5, hits, allCounts, quote, maxElisionGap) {
  const { fragments, gaps } = quote;
  const chosen = new Array(fragments.length);
  let k = fragments.length - 1;
  chosen[k] = hits[k][allCounts[k].findIndex((c) => c === 1)];
  for (k = fragments.length - 2; k >= 0; k--) {
    const next = chosen[k + 1];
    const maxGap = gapLimit(gaps[k], maxElisionGap);
    const len = fragments[k].length;
    const idx = hits[k].findIndex((h, i) => allCounts[k][i] > 0 && h + len <= next && h + len >= next - maxGap && (gaps[k] !== "sic" || /^\s*$/.test(text5.slice(h + len, next))));
    chosen[k] = hits[k][idx];
  }
  const outGaps = gaps.map((kind, g) => ({ start: chosen[g] + fragments[g].length, end: chosen[g + 1], kind }));
  return { start: chosen[0], end: chosen[fragments.length - 1] + fragments[fragments.length - 1].length, gaps: outGaps };
}
function mergeHits(lists) {
  return lists.length === 1 ? lists[0] : [...new Set(lists.flat())].sort((a, b) => a - b);
}
var negation = /\b(?:not|cannot|no|never|without|neither|nor)\b|n(?:['’‘ʼʹʻʽ´`＇′]| ?\u0301)t\b/giu;
function findNegations(omitted) {
  return [...omitted.matchAll(negation)].map((m) => m[0]);
}
function negationKey(word) {
  const w = word.toLowerCase();
  return /^n.+t$/u.test(w) || w === "cannot" ? "not" : w;
}
function negationsAbsent(text5, other) {
  const present = /* @__PURE__ */ new Map();
  for (const w of findNegations(other)) {
    present.set(negationKey(w), (present.get(negationKey(w)) ?? 0) + 1);
  }
  return findNegations(text5).filter((w) => {
    const left = present.get(negationKey(w)) ?? 0;
    present.set(negationKey(w), left - 1);
    return left <= 0;
  });
}
function insertedNegations(insertion, source) {
  const added = negationsAbsent(insertion, source);
  const prefix = new RegExp("(?:^|\\s)(\\p{L}+)-$", "u").exec(insertion)?.[1];
  if (prefix && !source.trimEnd().toLowerCase().endsWith(prefix.toLowerCase())) {
    added.push(`${prefix}-`);
  }
  return added;
}
function replacedNegations(insertion, source) {
  return negationsAbsent(source, insertion);
}

// server/src/core/match/normalize.ts
init_decode_named_character_reference();

// server/src/core/match/emphasis.ts
var spacePattern = /^\s$/u;
var punctuationPattern = /^[\p{P}\p{S}]$/u;
function isSpace(ch) {
  const code3 = ch.charCodeAt(0);
  return code3 < 128 ? code3 === 32 || code3 >= 9 && code3 <= 13 : spacePattern.test(ch);
}
function isPunctuation(ch) {
  const code3 = ch.charCodeAt(0);
  if (code3 < 128) {
    return code3 >= 33 && code3 <= 47 || code3 >= 58 && code3 <= 64 || code3 >= 91 && code3 <= 96 || code3 >= 123 && code3 <= 126;
  }
  return punctuationPattern.test(ch);
}
var isDigit = (ch) => ch >= "0" && ch <= "9";
var blankLine = /(?:\r\n?|\n)[ \t>]*(?:\r\n?|\n)/;
function charBefore(text5, i) {
  if (i <= 0) {
    return "\n";
  }
  const low = text5.charCodeAt(i - 1);
  return low >= 56320 && low <= 57343 && i >= 2 ? text5.slice(i - 2, i) : text5[i - 1];
}
function charAt(text5, i) {
  return i >= text5.length ? "\n" : String.fromCodePoint(text5.codePointAt(i));
}
function makeRun(text5, start, end) {
  const char = text5.charCodeAt(start);
  const before = charBefore(text5, start);
  const after = charAt(text5, end);
  const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
  const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
  let canOpen = left;
  let canClose = right;
  if (char === 95) {
    canOpen = left && (!right || isPunctuation(before));
    canClose = right && (!left || isPunctuation(after));
  } else if (isDigit(before) && isDigit(after)) {
    canOpen = false;
    canClose = false;
  }
  return { char, left: start, right: end, length: end - start, canOpen, canClose, active: true };
}
function emphasisDelimiters(text5) {
  const deleted = [];
  let paragraph2 = [];
  let lastEnd = 0;
  for (const m of text5.matchAll(/\*+|_+/g)) {
    let start = m.index;
    const end = start + m[0].length;
    if (blankLine.test(text5.slice(lastEnd, start))) {
      pairRuns(paragraph2, deleted);
      paragraph2 = [];
    }
    lastEnd = end;
    if (escaped2(text5, start)) {
      start++;
    }
    if (start < end) {
      paragraph2.push(makeRun(text5, start, end));
    }
  }
  pairRuns(paragraph2, deleted);
  return Int32Array.from(deleted).sort();
}
function escaped2(text5, i) {
  let k = i - 1;
  while (k >= 0 && text5.charCodeAt(k) === 92) {
    k--;
  }
  return (i - 1 - k) % 2 === 1;
}
function pairRuns(runs, deleted) {
  const bottom = new Int32Array(12);
  for (let c = 0; c < runs.length; c++) {
    const closer = runs[c];
    if (!closer.canClose) {
      continue;
    }
    const key = ((closer.char === 42 ? 0 : 2) + (closer.canOpen ? 1 : 0)) * 3 + closer.length % 3;
    while (closer.left < closer.right) {
      const o = findOpener(runs, c, bottom[key]);
      if (o < 0) {
        bottom[key] = c;
        break;
      }
      const opener = runs[o];
      const use = opener.right - opener.left >= 2 && closer.right - closer.left >= 2 ? 2 : 1;
      for (let k = 0; k < use; k++) {
        deleted.push(opener.right - 1 - k, closer.left + k);
      }
      opener.right -= use;
      closer.left += use;
      for (let k = o + 1; k < c; k++) {
        runs[k].active = false;
      }
    }
  }
}
var maxLookBack = 256;
function findOpener(runs, c, bottom) {
  const closer = runs[c];
  for (let o = c - 1; o >= Math.max(bottom, c - maxLookBack); o--) {
    const opener = runs[o];
    if (!opener.active || !opener.canOpen || opener.char !== closer.char || opener.left >= opener.right) {
      continue;
    }
    const both = opener.canClose || closer.canOpen;
    if (both && (opener.length + closer.length) % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0)) {
      continue;
    }
    return o;
  }
  return -1;
}

// server/src/core/match/profiles.ts
var profileRules = {
  exact: { collapseWhitespace: false, typography: false, foldCase: false, elisions: false },
  whitespace: { collapseWhitespace: true, typography: false, foldCase: false, elisions: false },
  prose: { collapseWhitespace: true, typography: true, foldCase: false, elisions: true },
  lenient: { collapseWhitespace: true, typography: true, foldCase: true, elisions: true }
};
var selectionProfile = "whitespace";

// server/src/core/match/normalize.ts
var OffsetMap = class {
  constructor(length, norm, orig, origEnd) {
    this.length = length;
    this.#norm = norm;
    this.#orig = orig;
    this.#origEnd = origEnd;
  }
  length;
  #norm;
  #orig;
  /** End offset for constant runs; -1 for linear runs. */
  #origEnd;
  /** Number of runs, for measuring the map's size. */
  get runs() {
    return this.#norm.length;
  }
  #run(i) {
    let lo = 0;
    let hi = this.#norm.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (this.#norm[mid] <= i) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }
  /** Original offset where normalised character `i` starts. */
  start(i) {
    const r = this.#run(i);
    return this.#origEnd[r] < 0 ? this.#orig[r] + (i - this.#norm[r]) : this.#orig[r];
  }
  /** Original offset just after normalised character `i`. */
  end(i) {
    const r = this.#run(i);
    return this.#origEnd[r] < 0 ? this.#orig[r] + (i - this.#norm[r]) + 1 : this.#origEnd[r];
  }
};
function toOriginalSpan(n, start, end) {
  if (n.text.length === 0) {
    return { start: 0, end: 0 };
  }
  if (end <= start) {
    const at = start < n.text.length ? n.map.start(start) : n.map.end(n.text.length - 1);
    return { start: at, end: at };
  }
  return { start: n.map.start(start), end: n.map.end(end - 1) };
}
function originalExtent(n) {
  return n.text.length ? toOriginalSpan(n, 0, n.text.length) : void 0;
}
var entityPattern = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/y;
var charMap = /* @__PURE__ */ new Map([
  ["\u2018", "'"],
  ["\u2019", "'"],
  ["\u201A", "'"],
  ["\u201B", "'"],
  ["\u201C", '"'],
  ["\u201D", '"'],
  ["\u201E", '"'],
  ["\u201F", '"'],
  ["\u2010", "-"],
  ["\u2011", "-"],
  ["\u2012", "-"],
  ["\u2013", "-"],
  ["\u2014", "-"],
  ["\u2015", "-"],
  ["\u2212", "-"]
]);
var homoglyphs = new Map(Object.entries({
  "\u0430": "a",
  "\u0435": "e",
  "\u043E": "o",
  "\u0440": "p",
  "\u0441": "c",
  "\u0443": "y",
  "\u0445": "x",
  "\u0456": "i",
  "\u0458": "j",
  "\u0455": "s",
  "\u0501": "d",
  "\u04BB": "h",
  "\u0410": "A",
  "\u0412": "B",
  "\u0415": "E",
  "\u041A": "K",
  "\u041C": "M",
  "\u041D": "H",
  "\u041E": "O",
  "\u0420": "P",
  "\u0421": "C",
  "\u0422": "T",
  "\u0425": "X",
  "\u0406": "I",
  "\u0408": "J",
  "\u0405": "S",
  "\u0423": "Y",
  "\u03BF": "o",
  "\u03B9": "i",
  "\u03BA": "k",
  "\u03C1": "p",
  "\u03BD": "v",
  "\u03C5": "u",
  "\u03C7": "x",
  "\u0391": "A",
  "\u0392": "B",
  "\u0395": "E",
  "\u0396": "Z",
  "\u0397": "H",
  "\u0399": "I",
  "\u039A": "K",
  "\u039C": "M",
  "\u039D": "N",
  "\u039F": "O",
  "\u03A1": "P",
  "\u03A4": "T",
  "\u03A5": "Y",
  "\u03A7": "X"
}));
var isFormatChar = new RegExp("^\\p{Cf}$", "u");
var caseFolds = /* @__PURE__ */ new Map([["\xDF", "ss"], ["\u03C2", "\u03C3"]]);
var isWhiteSpace = /^(?:(?!\uFEFF)\s|\u0085)$/u;
var superOrSubClass = "\xAA\xB2\xB3\xB9\xBA\u02B0-\u02B8\u02C0\u02C1\u02E0-\u02E4\u1D2C-\u1D6A\u1D78\u1D9B-\u1DBF\u2070-\u209C\u2C7C\u2C7D\u2D6F\u3192-\u319F\uA69C\uA69D\uA770\uA7F2-\uA7F4\uA7F8\uA7F9\uAB5C-\uAB5F\uAB69\u{10780}-\u{107BA}\u{1E030}-\u{1E06D}";
var superOrSub = new RegExp(`[${superOrSubClass}]`, "u");
var superOrSubSplit = new RegExp(`([${superOrSubClass}])`, "u");
var isMark = new RegExp("^\\p{M}$", "u");
var isLetterChar = new RegExp("^\\p{L}$", "u");
var isDigitChar2 = new RegExp("^\\p{N}$", "u");
var IntList = class {
  data = new Int32Array(64);
  length = 0;
  push(v) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  toArray() {
    return this.data.slice(0, this.length);
  }
};
var narrowScratch = new Uint8Array(1 << 16);
var wideScratch = new Uint16Array(1 << 16);
var keptCodes = 1 << 20;
var Builder = class {
  /** Bytes while every code is ASCII, else 16-bit codes (`#wide`). */
  codes;
  length = 0;
  /** Collapsed white space waiting for the next visible character (never emitted at the ends: trimming). */
  pendingSpace = -1;
  pendingSpaceEnd = -1;
  #runNorm = new IntList();
  #runOrig = new IntList();
  #runEnd = new IntList();
  #runIsLinear = false;
  #runStartNorm = 0;
  #runStartOrig = 0;
  #runEndOrig = 0;
  /** Some code is not ASCII: `codes` are 16-bit, and the text cannot be decoded from bytes (`finish`). */
  #wide = false;
  constructor() {
    this.codes = narrowScratch;
  }
  /** Room for `extra` more codes, written straight into `codes` by a plain stretch (ASCII only). */
  reserve(extra) {
    if (this.length + extra > this.codes.length) {
      this.#grow(this.length + extra);
    }
  }
  #grow(need) {
    this.#moveTo(Math.max(need, this.codes.length * 2), this.#wide);
  }
  /** The codes so far into a buffer of `capacity` (the kept scratch of that width when it is large enough), wide or not. */
  #moveTo(capacity, wide) {
    const kept2 = wide ? wideScratch : narrowScratch;
    const codes = kept2.length >= capacity ? kept2 : wide ? new Uint16Array(capacity) : new Uint8Array(capacity);
    codes.set(this.codes.subarray(0, this.length));
    this.codes = codes;
    if (codes.length <= keptCodes && codes.length > kept2.length) {
      if (wide) {
        wideScratch = codes;
      } else {
        narrowScratch = codes;
      }
    }
  }
  space(start, end) {
    if (this.pendingSpace < 0) {
      this.pendingSpace = start;
    }
    this.pendingSpaceEnd = end;
  }
  push(code3, start, end) {
    if (this.pendingSpace >= 0) {
      if (this.length > 0) {
        this.#append(32, this.pendingSpace, this.pendingSpaceEnd);
      }
      this.pendingSpace = -1;
    }
    this.#append(code3, start, end);
  }
  #append(code3, start, end) {
    if (this.length === this.codes.length) {
      this.#grow(this.length + 16);
    }
    if (code3 >= 128 && !this.#wide) {
      this.#wide = true;
      this.#moveTo(this.codes.length, true);
    }
    const i = this.length;
    const continuesRun = this.#runNorm.length > 0 && (this.#runIsLinear ? end - start === 1 && start === this.#runStartOrig + (i - this.#runStartNorm) : start === this.#runStartOrig && end === this.#runEndOrig);
    if (!continuesRun) {
      this.#runIsLinear = end - start === 1;
      this.#runStartNorm = i;
      this.#runStartOrig = start;
      this.#runEndOrig = end;
      this.#runNorm.push(i);
      this.#runOrig.push(start);
      this.#runEnd.push(this.#runIsLinear ? -1 : end);
    }
    this.codes[i] = code3;
    this.length++;
  }
  lastCode() {
    return this.length > 0 && this.pendingSpace < 0 ? this.codes[this.length - 1] : 32;
  }
  finish() {
    let text5 = "";
    if (!this.#wide) {
      text5 = asciiDecoder.decode(this.codes.subarray(0, this.length));
    } else {
      const chunk = 8192;
      for (let i = 0; i < this.length; i += chunk) {
        text5 += String.fromCharCode.apply(null, this.codes.subarray(i, Math.min(this.length, i + chunk)));
      }
      text5 = text5.length > chunk ? flatten(text5) : text5;
    }
    return { text: text5, map: new OffsetMap(this.length, this.#runNorm.toArray(), this.#runOrig.toArray(), this.#runEnd.toArray()) };
  }
};
var asciiDecoder = new TextDecoder();
function flatten(s) {
  void Number(s);
  return s;
}
function isAsciiLetter(code3) {
  return code3 >= 65 && code3 <= 90 || code3 >= 97 && code3 <= 122;
}
function isLetterAt(text5, index2) {
  if (index2 < 0 || index2 >= text5.length) {
    return false;
  }
  const code3 = text5.charCodeAt(index2);
  if (code3 < 128) {
    return isAsciiLetter(code3);
  }
  const cp = text5.codePointAt(index2);
  return isLetterChar.test(String.fromCodePoint(cp));
}
function normalize(input2, profile, base = 0) {
  const rules = profileRules[profile];
  return rules.collapseWhitespace && plainAsciiNormalize(input2, rules.typography, rules.foldCase, base) || normalizeStepwise(input2, profile, base);
}
function normalizeStepwise(input2, profile, base = 0, spacedStretches = true) {
  const rules = profileRules[profile];
  const out = new Builder();
  if (!rules.collapseWhitespace) {
    exactStep(input2, base, out);
    return out.finish();
  }
  const emphasis3 = rules.typography && (input2.includes("*") || input2.includes("_")) ? emphasisDelimiters(input2) : void 0;
  const s = { input: input2, base, out, prose: rules.typography, lenient: rules.foldCase, emphasis: emphasis3, emphasisAt: 0, spacedStretches };
  for (let i = 0; i < input2.length; ) {
    i = step(s, i);
  }
  return out.finish();
}
function exactStep(input2, base, out) {
  for (let i = 0; i < input2.length; i++) {
    const code3 = input2.charCodeAt(i);
    if (code3 === 13) {
      const end = input2.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
      out.push(10, base + i, base + end);
      i = end - 1;
    } else {
      out.push(code3, base + i, base + i + 1);
    }
  }
}
function plainAsciiNormalize(input2, prose, lenient, base) {
  const first = input2.length - input2.trimStart().length;
  const end = input2.trimEnd().length;
  if (end <= first || !asciiSpaces(input2, 0, first) || !asciiSpaces(input2, end, input2.length)) {
    return void 0;
  }
  let text5 = input2.slice(first, end);
  if ((prose ? touchedByTypography : notPlainAscii).test(text5)) {
    return void 0;
  }
  text5 = otherSpace.test(text5) ? text5.replace(/[\t\n\v\f\r]/g, " ") : text5.replaceAll("\n", " ");
  text5 = lenient ? text5.toLowerCase() : text5;
  return { text: text5, map: new OffsetMap(end - first, Int32Array.of(0), Int32Array.of(base + first), Int32Array.of(-1)) };
}
var notPlainAscii = /[^\t-\r -~]|[\t-\r ]{2}/;
var touchedByTypography = /[^\t-\r -%'-)+-^`-~]|[\t-\r ]{2}|-[ \t]*[\r\n]/;
var otherSpace = /[\t\v\f\r]/;
function asciiSpaces(input2, from, to) {
  for (let i = from; i < to; i++) {
    const code3 = input2.charCodeAt(i);
    if (code3 !== 32 && (code3 < 9 || code3 > 13)) {
      return false;
    }
  }
  return true;
}
function step(s, i) {
  const { input: input2, prose } = s;
  const code3 = input2.charCodeAt(i);
  if (isPlain(code3, prose)) {
    const j = plainStretch(s, i);
    if (j > i) {
      return j;
    }
  }
  if (code3 < 128 && !(prose && i + 1 < input2.length && input2.charCodeAt(i + 1) >= 768 && isMark.test(input2[i + 1]))) {
    return asciiStep(s, i, code3);
  }
  return clusterStep(s, i, code3);
}
function plainStretch(s, i) {
  const { input: input2, prose, lenient, out } = s;
  const n = input2.length;
  if (prose && i + 1 < n && input2.charCodeAt(i + 1) >= 768) {
    return i;
  }
  out.push(foldAscii(input2.charCodeAt(i), lenient), s.base + i, s.base + i + 1);
  out.reserve(n - i);
  const codes = out.codes;
  let k = out.length;
  let j = i + 1;
  while (j < n) {
    let code3 = input2.charCodeAt(j);
    if (!isPlain(code3, prose)) {
      if (!(s.spacedStretches && isAsciiSpace(code3) && j + 1 < n && isPlain(input2.charCodeAt(j + 1), prose))) {
        break;
      }
      codes[k++] = 32;
      code3 = input2.charCodeAt(++j);
    }
    codes[k++] = foldAscii(code3, lenient);
    j++;
  }
  if (prose && j < n && input2.charCodeAt(j) >= 768) {
    j--;
    k--;
  }
  out.length = k;
  return j;
}
function isAsciiSpace(code3) {
  return code3 === 32 || code3 >= 9 && code3 <= 13;
}
function asciiStep(s, i, code3) {
  const { base, out } = s;
  if (isAsciiSpace(code3)) {
    out.space(base + i, base + i + 1);
    return i + 1;
  }
  if (s.prose) {
    const next = typographyStep(s, i, code3);
    if (next > i) {
      return next;
    }
  }
  out.push(foldAscii(code3, s.lenient), base + i, base + i + 1);
  return i + 1;
}
function typographyStep(s, i, code3) {
  const { input: input2 } = s;
  if (code3 === 38) {
    entityPattern.lastIndex = i;
    const m = entityPattern.exec(input2);
    const decoded = m ? decodeEntity(m[1]) : void 0;
    if (m && decoded !== void 0) {
      emitText(s, decoded, s.base + i, s.base + i + m[0].length);
      return i + m[0].length;
    }
  } else if (code3 === 42 || code3 === 95) {
    return isEmphasisDelimiter(s, i) ? i + 1 : i;
  } else if (code3 === 45) {
    return lineBreakHyphenEnd(s, i + 1, i, () => s.out.push(45, s.base + i, s.base + i + 1));
  }
  return i;
}
function isEmphasisDelimiter(s, i) {
  const list3 = s.emphasis;
  if (!list3) {
    return false;
  }
  while (s.emphasisAt < list3.length && list3[s.emphasisAt] < i) {
    s.emphasisAt++;
  }
  return list3[s.emphasisAt] === i;
}
function lineBreakHyphenEnd(s, from, otherwise, keep) {
  const next = skipLineBreakHyphen(s.input, from);
  if (next <= 0) {
    return otherwise;
  }
  const before = isLetterBefore(s.out);
  const after = isLetterAt(s.input, next);
  if (before && after) {
    return next;
  }
  if ((before || isDigitBefore(s.out)) && (after || isDigitAt2(s.input, next))) {
    keep();
    return next;
  }
  return otherwise;
}
function clusterStep(s, i, code3) {
  const { input: input2 } = s;
  let j = i + (code3 >= 55296 && code3 <= 56319 && i + 1 < input2.length ? 2 : 1);
  if (!s.prose) {
    emitChar(s, input2.slice(i, j), s.base + i, s.base + j);
    return j;
  }
  while (j < input2.length && input2.charCodeAt(j) >= 768) {
    const cp = input2.codePointAt(j);
    const ch = String.fromCodePoint(cp);
    if (!isMark.test(ch) && !isConjoiningJamo(cp)) {
      break;
    }
    j += ch.length;
  }
  const cluster = input2.slice(i, j);
  if (cluster === "\u2010" || cluster === "\u2011" || cluster === "\xAD") {
    const next = lineBreakHyphenEnd(s, j, j, () => emitText(s, cluster, s.base + i, s.base + j));
    if (next > j) {
      return next;
    }
  }
  emitText(s, cluster, s.base + i, s.base + j);
  return j;
}
function emitChar(s, ch, start, end) {
  const { out } = s;
  const code3 = ch.charCodeAt(0);
  if (code3 < 128) {
    if (isAsciiSpace(code3)) {
      out.space(start, end);
    } else {
      out.push(foldAscii(code3, s.lenient), start, end);
    }
    return;
  }
  if (isWhiteSpace.test(ch)) {
    out.space(start, end);
    return;
  }
  if (s.prose && isFormatChar.test(ch)) {
    return;
  }
  let mapped = s.prose ? charMap.get(ch) ?? ch : ch;
  if (s.lenient) {
    mapped = (homoglyphs.get(mapped) ?? mapped).toLowerCase();
    mapped = caseFolds.get(mapped) ?? mapped;
  }
  for (let k = 0; k < mapped.length; k++) {
    out.push(mapped.charCodeAt(k), start, end);
  }
}
function emitText(s, text5, start, end) {
  const parts = superOrSub.test(text5) ? text5.split(superOrSubSplit) : [text5];
  for (const part of parts) {
    for (const ch of superOrSub.test(part) ? part : part.normalize("NFKC")) {
      emitChar(s, ch, start, end);
    }
  }
}
function isConjoiningJamo(cp) {
  return cp >= 4448 && cp <= 4607 || cp >= 55216 && cp <= 55295;
}
function isPlain(code3, prose) {
  if (code3 <= 32 || code3 >= 127) {
    return false;
  }
  return !(prose && (code3 === 38 || code3 === 42 || code3 === 95 || code3 === 45));
}
function foldAscii(code3, lenient) {
  return lenient ? lowerAscii(code3) : code3;
}
function decodeEntity(body) {
  if (body.charCodeAt(0) === 35) {
    const cp = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    if (!Number.isFinite(cp) || cp <= 0 || cp > 1114111 || cp >= 55296 && cp <= 57343) {
      return void 0;
    }
    return String.fromCodePoint(cp);
  }
  const value = decodeNamedCharacterReference(body);
  return value === false ? void 0 : value;
}
function skipLineBreakHyphen(input2, from) {
  let i = from;
  while (i < input2.length && (input2[i] === " " || input2[i] === "	")) {
    i++;
  }
  if (input2[i] === "\r") {
    i += input2[i + 1] === "\n" ? 2 : 1;
  } else if (input2[i] === "\n") {
    i++;
  } else {
    return -1;
  }
  while (i < input2.length && (input2[i] === " " || input2[i] === "	")) {
    i++;
  }
  return i < input2.length ? i : -1;
}
function isDigitBefore(out) {
  const code3 = out.lastCode();
  return code3 < 128 ? code3 >= 48 && code3 <= 57 : isDigitChar2.test(String.fromCharCode(code3));
}
function isDigitAt2(text5, index2) {
  const code3 = text5.charCodeAt(index2);
  return code3 < 128 ? code3 >= 48 && code3 <= 57 : index2 < text5.length && isDigitChar2.test(String.fromCodePoint(text5.codePointAt(index2)));
}
function isLetterBefore(out) {
  const code3 = out.lastCode();
  if (code3 < 128) {
    return isAsciiLetter(code3);
  }
  return isLetterChar.test(String.fromCharCode(code3));
}

// server/src/core/match/locate.ts
var maxListed = 10;
function locateQuote(regions, quote, source) {
  let count = 0;
  let capped = false;
  const occurrences = [];
  for (const region of regions) {
    const hits = findIn(region, quote.text, countCap - count).filter((h) => isWhole(region, source.text, h, h + quote.text.length));
    count += hits.length;
    capped ||= count >= countCap;
    for (const h of hits.slice(0, maxListed)) {
      occurrences.push(place(region, h, h + quote.text.length, source.lines));
    }
    if (capped) {
      break;
    }
  }
  if (count === 0) {
    const broken = locateBrokenCompounds(regions, quote, source);
    if (broken.count > 0) {
      return broken;
    }
  }
  return count > 0 || !quote.elided ? { count, occurrences, ...capped ? { capped } : {} } : locateElided(regions, quote, source);
}
function locateBrokenCompounds(regions, quote, source) {
  let count = 0;
  const occurrences = [];
  for (const region of regions) {
    const hits = findAcrossBrokenCompounds(region, quote.text, source.text).filter(([start, end]) => isWhole(region, source.text, start, end));
    count = Math.min(countCap, count + hits.length);
    for (const [start, end] of hits.slice(0, maxListed)) {
      occurrences.push(place(region, start, end, source.lines));
    }
  }
  return { count, occurrences };
}
function locateElided(regions, quote, source) {
  let count = 0;
  let capped = false;
  let only;
  for (const region2 of regions) {
    const r = matchElided(region2.normalized.text, quote.elided, quote.maxElisionGap);
    count = Math.min(countCap, count + r.count);
    capped ||= r.capped === true || count >= countCap;
    if (r.match) {
      only = { region: region2, match: r.match };
    }
  }
  if (capped) {
    return { count, capped, occurrences: [] };
  }
  if (count !== 1 || !only) {
    return { count, occurrences: [] };
  }
  const { region, match } = only;
  const omissions = [];
  for (const gap of match.gaps) {
    const o = toOriginalSpan(region.normalized, gap.start, gap.end);
    const omitted = detach(source.text.slice(o.start, o.end));
    omissions.push({ startLine: source.lines.lineAt(o.start), endLine: source.lines.lineAt(Math.max(o.start, o.end - 1)), text: omitted });
  }
  return { count, occurrences: [place(region, match.start, match.end, source.lines)], omissions, ...reversals(region, source.text, match, quote.elided) };
}
function reversals(region, original, match, quote) {
  const normalized = region.normalized.text;
  const both = (start, end) => {
    const o = toOriginalSpan(region.normalized, start, end);
    const written = original.slice(o.start, o.end);
    return [normalized.slice(start, end), written, normalize(written, "lenient").text];
  };
  const negations2 = [];
  const inserted = [];
  const replaced = [];
  for (const [g, gap] of match.gaps.entries()) {
    const stands = both(gap.start, gap.end);
    const insertion = quote.inserted[g] ?? "";
    inserted.push(...longer(stands.map((t) => insertedNegations(insertion, t))));
    (gap.kind === "ellipsis" ? negations2 : replaced).push(...longer(stands.map((t) => replacedNegations(insertion, t))));
  }
  const outer = (insertion, at, side) => {
    const stands = outerStands(normalized, at, insertion, side);
    const readings = [stands, normalize(stands, "lenient").text];
    inserted.push(...longer(readings.map((t) => insertedNegations(insertion, t))));
    replaced.push(...longer(readings.map((t) => replacedNegations(insertion, t))));
  };
  if (quote.leadInserted) {
    outer(quote.leadInserted, match.start, -1);
  }
  if (quote.trailInserted) {
    outer(quote.trailInserted, match.end, 1);
  }
  return { negations: negations2, inserted, replaced };
}
function longer(lists) {
  return lists.reduce((a, b) => b.length > a.length ? b : a, []);
}
function outerStands(text5, at, insertion, side) {
  const want = (insertion.match(/\S+/g)?.length ?? 0) + 1;
  let window = side < 0 ? text5.slice(Math.max(0, at - 62), at) : text5.slice(at, at + 62);
  const stop = side < 0 ? window.search(/[.!?](?=\s[^.!?]*$)/) : window.search(/[.!?](?:\s|$)/);
  if (stop >= 0) {
    window = side < 0 ? window.slice(stop + 1) : window.slice(0, stop);
  }
  const words = window.match(/\S+/g) ?? [];
  return (side < 0 ? words.slice(-want) : words.slice(0, want)).join(" ");
}
function isWhole(region, original, start, end) {
  if (!wholeAt(region.normalized.text, start, end)) {
    return false;
  }
  const o = toOriginalSpan(region.normalized, start, end);
  return wholeAt(original, o.start, o.end);
}
function place(region, start, end, lines) {
  const o = toOriginalSpan(region.normalized, start, end);
  return { start: o.start, end: o.end, startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)) };
}

// server/src/core/match/prepare.ts
function prepareQuote(raw, profile, config) {
  const text5 = normalize(raw, profile).text;
  const allow = profileRules[profile].elisions && config.elisions === "allow" && !config.strict;
  const elided = allow ? splitElisions(text5) : void 0;
  const empty3 = text5 === "" || elided !== void 0 && elided.fragments.every((f) => f === "");
  return { text: text5, elided, maxElisionGap: config.maxElisionGap, empty: empty3, profile };
}

// server/src/core/match/wordSketch.ts
var WordSketch = class _WordSketch {
  /** Signed: a word with its top bit set stays a small integer to V8, where an unsigned one past 2^31 is a heap number (a build was slower). */
  #bits;
  /** Bits in the filter, and that count over 2^32: a 32-bit mix times it is a bit's place. */
  #size;
  #scale;
  distinctWords;
  constructor(bits, distinctWords) {
    if (bits.length === 0) {
      throw new Error("a word sketch has at least one 32-bit word");
    }
    this.#bits = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
    this.#size = bits.length * 32;
    this.#scale = this.#size / 4294967296;
    this.distinctWords = distinctWords;
  }
  /**
   * The sketch of a text's words: `keys[groupOf[w]]` is the hash of its
   * word `w`, in text order; a group counted over `frequentAbove` is a
   * frequent word, as `WordIndex` decides it.
   */
  static fromWords(keys, groupOf, counts, frequentAbove) {
    const sketch = new _WordSketch(new Uint32Array(sketchWords(groupOf.length)), keys.length);
    for (let g = 0; g < keys.length; g++) {
      sketch.#add(keys[g]);
      if (counts[g] > frequentAbove) {
        sketch.#add(frequentKey(keys[g]));
      }
    }
    for (let w = 1; w < groupOf.length; w++) {
      const a = groupOf[w - 1];
      const b = groupOf[w];
      if (counts[a] <= frequentAbove && counts[b] <= frequentAbove) {
        sketch.#add(pairKey(keys[a], keys[b]));
      }
    }
    return sketch;
  }
  /** The filter's bits, to store (`new WordSketch(bits, distinctWords)` reads them back). */
  get bits() {
    return new Uint32Array(this.#bits.buffer, this.#bits.byteOffset, this.#bits.length);
  }
  hasWord(hash) {
    return this.#has(hash);
  }
  wordsIn(wanted) {
    const out = [];
    for (const hash of wanted.keys()) {
      if (this.#has(hash)) {
        out.push(hash);
      }
    }
    return out;
  }
  mightContain(words) {
    const hashes = words.hashes;
    let before = false;
    for (let k = 0; k < hashes.length; k++) {
      if (!this.#has(hashes[k])) {
        return false;
      }
      const counted = !this.#has(frequentKey(hashes[k]));
      if (before && counted && !this.#has(pairKey(hashes[k - 1], hashes[k]))) {
        return false;
      }
      before = counted;
    }
    return true;
  }
  #add(key) {
    const mixed = mix(key);
    const a = this.#place(mixed);
    const b = this.#place(Math.imul(mixed, 2654435761) >>> 0);
    this.#bits[a >>> 5] |= 1 << (a & 31);
    this.#bits[b >>> 5] |= 1 << (b & 31);
  }
  /** Whether both of a key's bits are set: the same two places `#add` sets. */
  #has(key) {
    const mixed = mix(key);
    const a = this.#place(mixed);
    const b = this.#place(Math.imul(mixed, 2654435761) >>> 0);
    return (this.#bits[a >>> 5] & 1 << (a & 31)) !== 0 && (this.#bits[b >>> 5] & 1 << (b & 31)) !== 0;
  }
  /** A bit's place for a 32-bit mix: a multiply, not a division (any size, not only powers of two). */
  #place(mix2) {
    return Math.min(this.#size - 1, Math.floor(mix2 * this.#scale));
  }
};
function sketchWords(words) {
  return Math.max(16, Math.ceil(3 * words / 32));
}
function pairKey(first, second) {
  return Math.imul(first, 2246822507) ^ second + 1663821227;
}
function frequentKey(hash) {
  return Math.imul(hash ^ 1540483477, 3266489909) ^ 1759714724;
}
function mix(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2146121005);
  h ^= h >>> 15;
  h = Math.imul(h, 2221713035);
  return (h ^ h >>> 16) >>> 0;
}

// server/src/core/match/wordIndex.ts
var WordIndex = class {
  /** Distinct word hashes, ascending. */
  #keys;
  /** Offsets of the words of `#keys[k]` are `#offsets[#firsts[k]] .. #offsets[#firsts[k + 1]]`, ascending; none for a frequent word. */
  #firsts;
  #offsets;
  /** Words more frequent than this anchor no near-miss window: they are in most windows. */
  #frequent;
  /** `#exact`, made at first use. */
  #asPlaces;
  /** Answers of `anchorOffsetsOf` (null: none), while they hold few offsets (`anchorsKept`). */
  #anchors = /* @__PURE__ */ new Map();
  #anchorsHeld = 0;
  /** The text's words as a later run may keep them (`withSketch`). */
  sketch;
  constructor(text5, withSketch = false) {
    const { keys, counts, groupOf, starts } = groupedWords(text5);
    this.#frequent = Math.max(64, groupOf.length >>> 8);
    const kept2 = Math.max(64, groupOf.length >>> 5);
    this.sketch = withSketch ? WordSketch.fromWords(keys, groupOf, counts, kept2) : void 0;
    const groups = keys.length;
    const { sorted, rank } = sortGroups(keys);
    const sortedCounts = scratchArray(5, groups);
    let total = 0;
    for (let g = 0; g < groups; g++) {
      sortedCounts[rank[g]] = counts[g];
      total += counts[g] > kept2 ? 0 : counts[g];
    }
    const narrow2 = text5.length < 65535;
    const buffer = narrow2 ? new ArrayBuffer(4 * groups + 2 * (groups + 1 + total)) : void 0;
    this.#keys = buffer ? new Uint32Array(buffer, 0, groups) : sorted;
    if (buffer) {
      this.#keys.set(sorted);
    }
    const firsts = buffer ? new Uint16Array(buffer, 4 * groups, groups + 1) : new Uint32Array(groups + 1);
    for (let k = 0; k < groups; k++) {
      const n = sortedCounts[k];
      firsts[k + 1] = firsts[k] + (n > kept2 ? 0 : n);
    }
    const offsets = buffer ? new Uint16Array(buffer, 4 * groups + 2 * (groups + 1), total) : new Uint32Array(total);
    const next = scratchArray(6, groups);
    next.set(firsts.subarray(0, groups));
    for (let w = 0; w < groupOf.length; w++) {
      const k = rank[groupOf[w]];
      if (next[k] < firsts[k + 1]) {
        offsets[next[k]++] = starts[w];
      }
    }
    this.#firsts = firsts;
    this.#offsets = offsets;
  }
  /**
   * Ascending start offsets of the words spelled `word` (and of any
   * colliding with it); undefined for a word too frequent to keep them,
   * empty for a word the text lacks.
   */
  offsetsOf(word) {
    return this.#offsetsOfHash(wordHash(word));
  }
  /**
   * The offsets of `word` spelled as it is in `text` (this index's text),
   * not in another letter case; undefined also for a word too frequent to
   * anchor a near-miss window (1/256 of the words), or whose spellings
   * together keep no offsets (1/32 of the words). `The` at the start of a
   * sentence anchors a quote of `the` no better than any other word would,
   * and counted among its offsets it pushed rarer words out of the anchors.
   */
  anchorOffsetsOf(word, text5) {
    const known = this.#anchors.get(word);
    if (known !== void 0) {
      return known ?? void 0;
    }
    const found = this.#spelled(word, text5);
    if (this.#anchorsHeld + (found?.length ?? 0) > Math.max(4096, Math.min(anchorsKept, this.#offsets.length >>> 1))) {
      this.#anchors.clear();
      this.#anchorsHeld = 0;
    }
    this.#anchors.set(word, found ?? null);
    this.#anchorsHeld += 1 + (found?.length ?? 0);
    return found;
  }
  /** `anchorOffsetsOf`, worked out: the offsets spelled as `word` is, until there are too many to anchor. */
  #spelled(word, text5) {
    const offsets = this.offsetsOf(word);
    if (!offsets) {
      return void 0;
    }
    const spelled = new Uint32Array(Math.min(offsets.length, this.#frequent + 1));
    const first = word.charCodeAt(0);
    let kept2 = 0;
    for (let i = 0; i < offsets.length; i++) {
      const at = offsets[i];
      const end = at + word.length;
      if (text5.charCodeAt(at) === first && (end === text5.length || text5.charCodeAt(end) === 32) && text5.startsWith(word, at)) {
        if (kept2 === spelled.length) {
          return void 0;
        }
        spelled[kept2++] = at;
      }
    }
    return kept2 > this.#frequent ? void 0 : spelled.slice(0, kept2);
  }
  #offsetsOfHash(hash) {
    const k = search(this.#keys, hash);
    if (k < 0) {
      return empty;
    }
    const from = this.#firsts[k];
    const to = this.#firsts[k + 1];
    return from === to ? void 0 : this.#offsets.subarray(from, to);
  }
  /** This index as places of one character: its own tests, exact (`WordPlaces` answers them for every index). */
  get #exact() {
    this.#asPlaces ??= new WordPlaces(this.#keys, this.#firsts, this.#offsets, 0);
    return this.#asPlaces;
  }
  /** False only when the words of `tokens`, in this order and one space apart, certainly never occur. */
  mightContain(tokens) {
    return this.#exact.mightContain("hashes" in tokens ? tokens : hashWords(tokens));
  }
  /**
   * Offsets where `needle` may start, ascending: those of its rarest
   * interior word, shifted back; undefined when it has no interior word
   * with offsets kept (a full scan is needed). Every occurrence is among them.
   */
  candidates(needle) {
    return this.#exact.candidates(needle);
  }
  /** How many distinct words (hashes) the text has. */
  get distinctWords() {
    return this.#keys.length;
  }
  /** Whether the text has a word of this hash (`hashWords`' hashes). */
  hasWord(hash) {
    return this.#exact.hasWord(hash);
  }
  /** The hashes of `wanted` that the text has a word of, walking its distinct words. */
  wordsIn(wanted) {
    return this.#exact.wordsIn(wanted);
  }
  /** Memory held, in bytes. */
  get bytes() {
    return this.#keys.byteLength + this.#firsts.byteLength + this.#offsets.byteLength;
  }
  /**
   * What to keep of this index for the rest of a run, to rule its text out
   * of searches (`WordPlaces`): for a text under 64K characters, its offsets
   * under 16-bit keys (the keys were most of a small source's index); for a
   * longer one, its offsets coarsened to 16 bits, places of up to 128
   * characters (16-bit keys there saved little and cost time); itself for
   * a text too long for that (past 8M characters).
   */
  kept(textLength) {
    if (this.#offsets instanceof Uint16Array) {
      const keyed = byFingerprint(this.#keys, this.#firsts, this.#offsets);
      return keyed ? new WordPlaces(keyed.keys, keyed.firsts, keyed.places, 0, this.#keys.length) : this;
    }
    let shift2 = 0;
    while (textLength >>> shift2 > 65535) {
      shift2++;
    }
    return shift2 > maxPlaceShift ? this : this.places(shift2);
  }
  /** This index with its offsets kept to `2^shift` characters (`WordPlaces`); they must then fit in 16 bits. */
  places(shift2) {
    const places = new Uint16Array(this.#offsets.length);
    for (let i = 0; i < places.length; i++) {
      const place2 = this.#offsets[i] >>> shift2;
      if (place2 > 65535) {
        throw new RangeError(`word places of ${2 ** shift2} characters do not fit in 16 bits here`);
      }
      places[i] = place2;
    }
    return new WordPlaces(this.#keys, this.#firsts, places, shift2);
  }
};
var anchorsKept = 1 << 20;
var maxPlaceShift = 7;
var WordPlaces = class {
  /** Ascending: the words' hashes, or their top 16 bits (`#keyShift` 16; see `byFingerprint`). */
  #keys;
  #keyShift;
  #firsts;
  /** Offsets shifted right by `#shift`: ascending within each word's range, as the offsets are. */
  #places;
  #shift;
  distinctWords;
  /** `distinct`: the text's distinct words, when `keys` are 16-bit keys of them (fewer, where they collide). */
  constructor(keys, firsts, places, shift2, distinct) {
    this.#keys = keys;
    this.#keyShift = distinct === void 0 ? 0 : 16;
    this.#firsts = firsts;
    this.#places = places;
    this.#shift = shift2;
    this.distinctWords = distinct ?? keys.length;
  }
  hasWord(hash) {
    return search(this.#keys, hash >>> this.#keyShift) >= 0;
  }
  wordsIn(wanted) {
    if (this.#keyShift) {
      const byKey = wantedByKey(wanted);
      const out2 = [];
      for (const key of this.#keys) {
        const hashes = byKey.get(key);
        if (hashes) {
          out2.push(...hashes);
        }
      }
      return out2;
    }
    const out = [];
    for (const key of this.#keys) {
      if (wanted.has(key)) {
        out.push(key);
      }
    }
    return out;
  }
  /**
   * Offsets where `needle` may start, ascending and each once: around
   * each place of its rarest interior word, every offset that place allows;
   * undefined when it has no interior word with places. Every occurrence
   * is among them, as among the index's candidates.
   */
  candidates(needle) {
    const words = needle.split(" ");
    if (words.length < 3) {
      return void 0;
    }
    let from = 0;
    let to = 0;
    let rarestShift = -1;
    let shift2 = words[0].length + 1;
    for (let k = 1; k < words.length - 1; k++) {
      const key = search(this.#keys, wordHash(words[k]) >>> this.#keyShift);
      if (key < 0) {
        return [];
      }
      const f = this.#firsts[key];
      const t = this.#firsts[key + 1];
      if (f < t && (rarestShift < 0 || t - f < to - from)) {
        from = f;
        to = t;
        rarestShift = shift2;
      }
      shift2 += words[k].length + 1;
    }
    if (rarestShift < 0) {
      return void 0;
    }
    const out = [];
    const width = 1 << this.#shift;
    let next = 0;
    for (let i = from; i < to; i++) {
      const start = (this.#places[i] << this.#shift) - rarestShift;
      for (let at = Math.max(start, next); at < start + width; at++) {
        out.push(at);
      }
      next = Math.max(next, start + width);
    }
    return out;
  }
  mightContain(words) {
    const n = words.hashes.length;
    const ranges2 = wordRanges(n);
    const rarest = rangesOf(this.#keys, this.#firsts, words.hashes, ranges2, this.#keyShift);
    if (rarest < 0) {
      return rarest === noneKept;
    }
    const shifts = words.shifts;
    const width = 1 << this.#shift;
    for (let i = ranges2[2 * rarest]; i < ranges2[2 * rarest + 1]; i++) {
      const at = (this.#places[i] << this.#shift) - shifts[rarest];
      if (at + width - 1 >= 0 && this.#allNear(ranges2, n, shifts, at, width)) {
        return true;
      }
    }
    return false;
  }
  /** Whether every word with places has one where it would stand if the quote started in `at .. at + width - 1`. */
  #allNear(ranges2, n, shifts, at, width) {
    for (let k = 0; k < n; k++) {
      const from = ranges2[2 * k];
      if (from < 0) {
        continue;
      }
      const low = Math.max(0, at + shifts[k]) >>> this.#shift;
      const high = Math.max(0, at + shifts[k] + width - 1) >>> this.#shift;
      const i = lowerBound(this.#places, from, ranges2[2 * k + 1], low);
      if (i >= ranges2[2 * k + 1] || this.#places[i] > high) {
        return false;
      }
    }
    return true;
  }
};
var wantedKeys = /* @__PURE__ */ new WeakMap();
function wantedByKey(wanted) {
  let byKey = wantedKeys.get(wanted);
  if (!byKey) {
    byKey = /* @__PURE__ */ new Map();
    for (const h of wanted.keys()) {
      const key = h >>> 16;
      pushTo(byKey, key, h);
    }
    wantedKeys.set(wanted, byKey);
  }
  return byKey;
}
function byFingerprint(keys, firsts, places) {
  const n = keys.length;
  if (n > 65535) {
    return void 0;
  }
  const order2 = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    order2[k] = (keys[k] >>> 16) * 65536 + k;
  }
  order2.sort();
  let groups = 0;
  for (let i = 0; i < n; i++) {
    groups += i === 0 || order2[i] >>> 16 !== order2[i - 1] >>> 16 ? 1 : 0;
  }
  const outKeys = new Uint16Array(groups);
  const outFirsts = places.length < 65536 ? new Uint16Array(groups + 1) : new Uint32Array(groups + 1);
  const outPlaces = places instanceof Uint16Array ? new Uint16Array(places.length) : new Uint32Array(places.length);
  let at = 0;
  for (let i = 0, g = 0; i < n; g++) {
    const key = order2[i] >>> 16;
    let j = i;
    let frequent = false;
    while (j < n && order2[j] >>> 16 === key) {
      const k = order2[j] & 65535;
      frequent ||= firsts[k] === firsts[k + 1];
      j++;
    }
    outKeys[g] = key;
    outFirsts[g] = at;
    if (!frequent) {
      const start = at;
      for (let m = i; m < j; m++) {
        const k = order2[m] & 65535;
        for (let p = firsts[k]; p < firsts[k + 1]; p++) {
          outPlaces[at++] = places[p];
        }
      }
      if (j - i > 1) {
        outPlaces.subarray(start, at).sort();
      }
    }
    i = j;
  }
  outFirsts[groups] = at;
  return { keys: outKeys, firsts: outFirsts, places: at === places.length ? outPlaces : outPlaces.slice(0, at) };
}
function lowerBound(list3, from, to, value) {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (list3[mid] < value) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}
var empty = new Uint32Array(0);
function hashWords(tokens) {
  const shifts = [];
  let at = 0;
  for (const t of tokens) {
    shifts.push(at);
    at += t.length + 1;
  }
  return { hashes: tokens.map(wordHash), shifts };
}
var slots = new Uint32Array(0);
var slotGroups = new Int32Array(0);
var keptSlots = 1 << 18;
function groupedWords(text5) {
  const guess2 = (text5.length >>> 3) + 16;
  let n = guess2 > scratchWords ? wordCount(text5) : Math.min(text5.length + 1, guess2);
  let size = 16;
  while (size < n * 2 && size < 1 << 16) {
    size *= 2;
  }
  let { table, tableGroups } = hashTable(size);
  let mask = size - 1;
  let groupOf = scratchArray(0, n);
  let starts = scratchArray(1, n);
  let keys = scratchArray(2, Math.min(n, size >>> 1));
  let counts = scratchArray(3, keys.length);
  let groups = 0;
  let w = 0;
  const length = text5.length;
  for (let from = 0; ; ) {
    if (w === n) {
      n = Math.min(length + 1, 2 * n);
      groupOf = grownScratch(0, groupOf, n);
      starts = grownScratch(1, starts, n);
    }
    let h = 2166136261 | 0;
    let space = from;
    for (let c; space < length && (c = text5.charCodeAt(space)) !== 32; space++) {
      h = Math.imul(h ^ lowerAscii(c), 16777619);
    }
    const hash = h >>> 0;
    let slot = hash & mask;
    let g = tableGroups[slot];
    while (g >= 0 && table[slot] !== hash) {
      slot = slot + 1 & mask;
      g = tableGroups[slot];
    }
    if (g < 0) {
      if (groups === keys.length) {
        size *= 2;
        mask = size - 1;
        ({ table, tableGroups } = hashTable(size));
        placeGroups(table, tableGroups, keys.subarray(0, groups), mask);
        keys = grownScratch(2, keys, Math.min(n, size >>> 1));
        counts = grownScratch(3, counts, keys.length);
        slot = freeSlot(tableGroups, hash, mask);
      }
      g = groups++;
      table[slot] = hash;
      tableGroups[slot] = g;
      keys[g] = hash;
      counts[g] = 0;
    }
    counts[g]++;
    groupOf[w] = g;
    starts[w] = from;
    w++;
    if (space >= length) {
      return { keys: keys.subarray(0, groups), counts: counts.subarray(0, groups), groupOf: groupOf.subarray(0, w), starts: starts.subarray(0, w) };
    }
    from = space + 1;
  }
}
function wordCount(text5) {
  let n = 1;
  for (let i = text5.indexOf(" "); i >= 0; i = text5.indexOf(" ", i + 1)) {
    n++;
  }
  return n;
}
function placeGroups(table, tableGroups, keys, mask) {
  for (let k = 0; k < keys.length; k++) {
    const at = freeSlot(tableGroups, keys[k], mask);
    table[at] = keys[k];
    tableGroups[at] = k;
  }
}
function freeSlot(tableGroups, hash, mask) {
  let slot = hash & mask;
  while (tableGroups[slot] >= 0) {
    slot = slot + 1 & mask;
  }
  return slot;
}
function hashTable(size) {
  if (slots.length >= size) {
    return { table: slots, tableGroups: slotGroups.fill(-1, 0, size) };
  }
  const table = new Uint32Array(size);
  const tableGroups = new Int32Array(size).fill(-1);
  if (size <= keptSlots) {
    slots = table;
    slotGroups = tableGroups;
  }
  return { table, tableGroups };
}
function grownScratch(slot, old, length) {
  const next = scratchArray(slot, length);
  if (next.buffer !== old.buffer) {
    next.set(old);
  }
  return next;
}
var radixCounts = new Uint32Array(257);
function sortGroups(keys) {
  const n = keys.length;
  let from = scratchArray(4, n);
  let to = scratchArray(7, n);
  for (let g = 0; g < n; g++) {
    from[g] = g;
  }
  const counts = radixCounts;
  for (let shift2 = 0; shift2 < 32; shift2 += 8) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      counts[(keys[from[i]] >>> shift2 & 255) + 1]++;
    }
    for (let d = 1; d <= 256; d++) {
      counts[d] += counts[d - 1];
    }
    for (let i = 0; i < n; i++) {
      const g = from[i];
      to[counts[keys[g] >>> shift2 & 255]++] = g;
    }
    [from, to] = [to, from];
  }
  const sorted = new Uint32Array(n);
  const rank = to;
  for (let k = 0; k < n; k++) {
    sorted[k] = keys[from[k]];
    rank[from[k]] = k;
  }
  return { sorted, rank };
}
var scratch = [];
var scratchWords = 1 << 17;
function scratchArray(slot, length) {
  if (length > scratchWords) {
    return new Uint32Array(length);
  }
  let array = scratch[slot];
  if (!array || array.length < length) {
    array = new Uint32Array(Math.min(scratchWords, Math.max(length, 2 * (array?.length ?? 0))));
    scratch[slot] = array;
  }
  return array.subarray(0, length);
}
var ranges = new Int32Array(64);
var missing = -2;
var noneKept = -1;
function rangesOf(keys, firsts, hashes, ranges2, keyShift = 0) {
  let rarest = noneKept;
  for (let k = 0; k < hashes.length; k++) {
    const key = search(keys, hashes[k] >>> keyShift);
    if (key < 0) {
      return missing;
    }
    const from = firsts[key];
    const to = firsts[key + 1];
    ranges2[2 * k] = from === to ? -1 : from;
    ranges2[2 * k + 1] = to;
    if (from < to && (rarest < 0 || to - from < ranges2[2 * rarest + 1] - ranges2[2 * rarest])) {
      rarest = k;
    }
  }
  return rarest;
}
function wordRanges(words) {
  if (ranges.length < 2 * words) {
    ranges = new Int32Array(4 * words);
  }
  return ranges;
}
function searchIn(list3, from, to, value) {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = lo + hi >>> 1;
    const v = list3[mid];
    if (v === value) {
      return mid;
    }
    if (v < value) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return -1;
}
function search(list3, value) {
  return searchIn(list3, 0, list3.length, value);
}
function wordHash(token2) {
  let h = 2166136261;
  for (let i = 0; i < token2.length; i++) {
    h = Math.imul(h ^ lowerAscii(token2.charCodeAt(i)), 16777619) >>> 0;
  }
  return h;
}

// server/src/core/match/elsewhere.ts
async function searchElsewhere(pending, known, sources, config, token2 = noopToken, isNote = () => false) {
  const knownSet = new Set(known);
  const first = /* @__PURE__ */ new Map();
  const slot = pending.map((r) => {
    const key = `${r.cited}\0${r.file !== void 0 && knownSet.has(r.file) ? r.file : ""}\0${r.quote}`;
    let at = first.get(key);
    if (at === void 0) {
      at = first.size;
      first.set(key, at);
    }
    return at;
  });
  if (first.size === pending.length) {
    return searchDistinct(pending, known, sources, config, token2, isNote);
  }
  const distinct = [];
  pending.forEach((r, i) => {
    distinct[slot[i]] ??= r;
  });
  const found = await searchDistinct(distinct, known, sources, config, token2, isNote);
  return slot.map((at) => [...found[at]]);
}
async function searchDistinct(pending, known, sources, config, token2, isNote) {
  const found = pending.map(() => []);
  const infos = [];
  for (const path20 of known) {
    if (token2.isCancellationRequested) {
      return found;
    }
    infos.push(await sources.info(path20));
  }
  const prepared = pending.map(() => /* @__PURE__ */ new Map());
  const quoteFor = (i, profile) => {
    let quote = prepared[i].get(profile);
    if (!quote) {
      quote = prepareQuote(pending[i].quote, profile, config);
      prepared[i].set(profile, quote);
    }
    return quote;
  };
  const { plan, everywhere } = planSearch(pending, known, infos, quoteFor);
  const scans = /* @__PURE__ */ new Map();
  for (const [k, { path: path20, profile, candidates: candidates2, approximate }] of plan.entries()) {
    if (token2.isCancellationRequested) {
      break;
    }
    let open = candidates2.filter((i) => found[i].length < maxListed);
    const wide = everywhere.get(profile) ?? [];
    if (!open.length && !wide.length) {
      continue;
    }
    for (let next = k + 1; next < plan.length && next <= k + 8; next++) {
      if (!sources.prefetch(plan[next].path)) {
        break;
      }
    }
    const loaded = await sources.load(path20);
    if ("failure" in loaded) {
      continue;
    }
    const index2 = loaded.builtIndex;
    if (approximate && index2) {
      open = open.filter((i) => mayContain(index2, quoteFor(i, profile)));
    }
    const regions = loaded.searchRegions(isNote);
    if (wide.length) {
      const scan = scans.get(profile) ?? new NeedleScan(wide.map((i) => quoteFor(i, profile).text));
      scans.set(profile, scan);
      open.push(...presentWide(scan, wide, regions, path20, pending, found));
    }
    for (const i of open) {
      const hits = locateQuote(regions, quoteFor(i, profile), loaded);
      for (const o of hits.occurrences.slice(0, 3)) {
        found[i].push({ source: path20, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
      }
    }
  }
  return found;
}
function presentWide(scan, wide, regions, path20, pending, found) {
  return scan.presentIn(regions.map((r) => r.normalized.text)).map((w) => wide[w]).filter((i) => path20 !== pending[i].cited && path20 !== pending[i].file && found[i].length < maxListed);
}
function planSearch(pending, known, infos, quoteFor) {
  const perSource = known.map(() => []);
  const everywhere = /* @__PURE__ */ new Map();
  for (const profile of new Set(infos.flatMap((info) => info ? [info.profile] : []))) {
    const members = known.flatMap((_, s) => infos[s]?.profile === profile ? [s] : []);
    const required = pending.map((_, i) => requiredWords(quoteFor(i, profile)));
    const postings = postingsOf(members, infos, required);
    const wide = [];
    for (let i = 0; i < pending.length; i++) {
      const quote = quoteFor(i, profile);
      if (quote.empty) {
        continue;
      }
      if (!required[i] && !quote.elided && !holdsCompound(quote.text)) {
        wide.push(i);
        continue;
      }
      for (const s of rarestPosting(required[i], postings) ?? members) {
        if (known[s] !== pending[i].cited && known[s] !== pending[i].file && mayContain(infos[s].words, quote)) {
          perSource[s].push(i);
        }
      }
    }
    if (wide.length) {
      everywhere.set(profile, wide);
    }
  }
  const plan = known.flatMap((path20, s) => perSource[s].length || infos[s] && everywhere.has(infos[s].profile) ? [{ path: path20, profile: infos[s].profile, candidates: perSource[s], approximate: !(infos[s].words instanceof WordIndex) }] : []);
  return { plan, everywhere };
}
function requiredWords(quote) {
  const out = /* @__PURE__ */ new Set();
  for (const spellings of interiorWords(quote)) {
    const [first, ...rest] = spellings.map((h) => new Set(h.hashes));
    for (const hash of first ?? []) {
      if (rest.every((r) => r.has(hash))) {
        out.add(hash);
      }
    }
  }
  return out.size ? [...out] : void 0;
}
function postingsOf(members, infos, required) {
  const counts = /* @__PURE__ */ new Map();
  for (const r of required) {
    for (const h of r ?? []) {
      counts.set(h, 0);
    }
  }
  for (const s of members) {
    for (const h of wordsOf(infos[s].words, counts)) {
      counts.set(h, counts.get(h) + 1);
    }
  }
  const postings = /* @__PURE__ */ new Map();
  for (const r of required) {
    const rarest = r?.reduce((a, b) => counts.get(b) < counts.get(a) ? b : a);
    if (rarest !== void 0) {
      postings.set(rarest, []);
    }
  }
  for (const s of members) {
    for (const h of wordsOf(infos[s].words, postings)) {
      postings.get(h).push(s);
    }
  }
  return postings;
}
function wordsOf(words, wanted) {
  return words.distinctWords > wanted.size * 16 ? [...wanted.keys()].filter((h) => words.hasWord(h)) : words.wordsIn(wanted);
}
function rarestPosting(required, postings) {
  let rarest;
  for (const h of required ?? []) {
    const list3 = postings.get(h);
    if (list3 && (!rarest || list3.length < rarest.length)) {
      rarest = list3;
    }
  }
  return rarest;
}
function mayContain(words, quote) {
  for (const spellings of interiorWords(quote)) {
    let any = false;
    for (let k = 0; k < spellings.length && !any; k++) {
      any = words.mightContain(spellings[k]);
    }
    if (!any) {
      return false;
    }
  }
  return true;
}
var hashed = /* @__PURE__ */ new WeakMap();
function interiorWords(quote) {
  let words = hashed.get(quote);
  if (!words) {
    const parts = quote.elided ? quote.elided.variants : [[quote.text]];
    words = parts.map((spellings) => spellings.map((part) => hashWords(part.split(" ").slice(1, -1))));
    hashed.set(quote, words);
  }
  return words;
}

// node_modules/approx-string-match/build/src/index.js
function reverse(s) {
  return s.split("").reverse().join("");
}
function findMatchStarts(text5, pattern, matches) {
  const patRev = reverse(pattern);
  return matches.map((m) => {
    const minStart = Math.max(0, m.end - pattern.length - m.errors);
    const textRev = reverse(text5.slice(minStart, m.end));
    const start = findMatchEnds(textRev, patRev, m.errors).reduce((min, rm) => {
      if (m.end - rm.end < min) {
        return m.end - rm.end;
      }
      return min;
    }, m.end);
    return {
      start,
      end: m.end,
      errors: m.errors
    };
  });
}
function oneIfNotZero(n) {
  return (n | -n) >> 31 & 1;
}
function advanceBlock(ctx, peq, b, hIn) {
  let pV = ctx.P[b];
  let mV = ctx.M[b];
  const hInIsNegative = hIn >>> 31;
  const eq = peq[b] | hInIsNegative;
  const xV = eq | mV;
  const xH = (eq & pV) + pV ^ pV | eq;
  let pH = mV | ~(xH | pV);
  let mH = pV & xH;
  const hOut = oneIfNotZero(pH & ctx.lastRowMask[b]) - oneIfNotZero(mH & ctx.lastRowMask[b]);
  pH <<= 1;
  mH <<= 1;
  mH |= hInIsNegative;
  pH |= oneIfNotZero(hIn) - hInIsNegative;
  pV = mH | ~(xV | pH);
  mV = pH & xV;
  ctx.P[b] = pV;
  ctx.M[b] = mV;
  return hOut;
}
function findMatchEnds(text5, pattern, maxErrors) {
  if (pattern.length === 0) {
    return [];
  }
  maxErrors = Math.min(maxErrors, pattern.length);
  const matches = [];
  const w = 32;
  const bMax = Math.ceil(pattern.length / w) - 1;
  const ctx = {
    P: new Uint32Array(bMax + 1),
    M: new Uint32Array(bMax + 1),
    lastRowMask: new Uint32Array(bMax + 1)
  };
  ctx.lastRowMask.fill(1 << 31);
  ctx.lastRowMask[bMax] = 1 << (pattern.length - 1) % w;
  const emptyPeq = new Uint32Array(bMax + 1);
  const peq = /* @__PURE__ */ new Map();
  const asciiPeq = [];
  for (let i = 0; i < 256; i++) {
    asciiPeq.push(emptyPeq);
  }
  for (let c = 0; c < pattern.length; c += 1) {
    const val = pattern.charCodeAt(c);
    if (peq.has(val)) {
      continue;
    }
    const charPeq = new Uint32Array(bMax + 1);
    peq.set(val, charPeq);
    if (val < asciiPeq.length) {
      asciiPeq[val] = charPeq;
    }
    for (let b = 0; b <= bMax; b += 1) {
      charPeq[b] = 0;
      for (let r = 0; r < w; r += 1) {
        const idx = b * w + r;
        if (idx >= pattern.length) {
          continue;
        }
        const match = pattern.charCodeAt(idx) === val;
        if (match) {
          charPeq[b] |= 1 << r;
        }
      }
    }
  }
  let y = Math.max(0, Math.ceil(maxErrors / w) - 1);
  const score = new Uint32Array(bMax + 1);
  for (let b = 0; b <= y; b += 1) {
    score[b] = (b + 1) * w;
  }
  score[bMax] = pattern.length;
  for (let b = 0; b <= y; b += 1) {
    ctx.P[b] = ~0;
    ctx.M[b] = 0;
  }
  for (let j = 0; j < text5.length; j += 1) {
    const charCode = text5.charCodeAt(j);
    let charPeq;
    if (charCode < asciiPeq.length) {
      charPeq = asciiPeq[charCode];
    } else {
      charPeq = peq.get(charCode);
      if (typeof charPeq === "undefined") {
        charPeq = emptyPeq;
      }
    }
    let carry = 0;
    for (let b = 0; b <= y; b += 1) {
      carry = advanceBlock(ctx, charPeq, b, carry);
      score[b] += carry;
    }
    if (score[y] - carry <= maxErrors && y < bMax && (charPeq[y + 1] & 1 || carry < 0)) {
      y += 1;
      ctx.P[y] = ~0;
      ctx.M[y] = 0;
      let maxBlockScore;
      if (y === bMax) {
        const remainder = pattern.length % w;
        maxBlockScore = remainder === 0 ? w : remainder;
      } else {
        maxBlockScore = w;
      }
      score[y] = score[y - 1] + maxBlockScore - carry + advanceBlock(ctx, charPeq, y, carry);
    } else {
      while (y > 0 && score[y] >= maxErrors + w) {
        y -= 1;
      }
    }
    if (y === bMax && score[y] <= maxErrors) {
      if (score[y] < maxErrors) {
        matches.splice(0, matches.length);
      }
      matches.push({
        start: -1,
        end: j + 1,
        errors: score[y]
      });
      maxErrors = score[y];
    }
  }
  return matches;
}
function search2(text5, pattern, maxErrors) {
  const matches = findMatchEnds(text5, pattern, maxErrors);
  return findMatchStarts(text5, pattern, matches);
}

// server/src/core/match/nearest.ts
function nearestPassage(regions, quote, source) {
  const pattern = quote.elided ? longest(quote.elided.fragments) : quote.text;
  if (pattern.length < 3 || pattern.length > 4e3) {
    return void 0;
  }
  const maxErrors = Math.max(1, Math.floor(pattern.length * 0.3));
  const best = (quote.elided ? void 0 : caseFoldedHit(regions, pattern)) ?? closestInRegions(regions, pattern, maxErrors);
  if (!best) {
    return void 0;
  }
  const o = toOriginalSpan(best.region.normalized, best.start, best.end);
  let start = o.start;
  let end = o.end;
  const extent = originalExtent(best.region.normalized);
  while (start > extent.start && /[\p{L}\p{N}]/u.test(source.text[start - 1]) && o.start - start < 40) {
    start--;
  }
  while (end < extent.end && /[\p{L}\p{N}]/u.test(source.text[end]) && end - o.end < 40) {
    end++;
  }
  return { text: detach(source.text.slice(start, end)), startLine: source.lines.lineAt(start), endLine: source.lines.lineAt(Math.max(start, end - 1)) };
}
function searchedPieces(region, pattern) {
  const length = region.normalized.text.length;
  if (length === 0) {
    return [];
  }
  const windows = length > anchoredSearchFrom ? anchorWindows(region, pattern) : void 0;
  const spans = windows ?? (length <= fullSearchUpTo || length <= anchoredSearchFrom ? [{ start: 0, end: length }] : []);
  return spans.map((w) => ({ region, start: w.start, end: w.end }));
}
function closestInRegions(regions, pattern, maxErrors) {
  const pieces = [];
  const partial = [];
  for (const region of regions) {
    const own4 = searchedPieces(region, pattern);
    append(pieces, own4);
    const length = region.normalized.text.length;
    if (length > 0 && length <= windowsOnlyFrom && !(own4.length === 1 && own4[0].start === 0 && own4[0].end === length)) {
      partial.push({ region, start: 0, end: length });
    }
  }
  return bestInPieces(pieces, pattern, maxErrors) ?? bestInPieces(partial, pattern, maxErrors);
}
function bestInPieces(pieces, pattern, maxErrors) {
  if (maxErrors < 0 || pieces.length === 0) {
    return void 0;
  }
  const only = pieces[0];
  let joined = only.region.normalized.text;
  const at = [];
  if (pieces.length > 1 || only.start !== 0 || only.end !== joined.length) {
    const gap = gapCharacter(pattern).repeat(maxErrors + 1);
    const parts = [];
    let length = 0;
    for (const p2 of pieces) {
      at.push(length);
      parts.push(p2.region.normalized.text.slice(p2.start, p2.end));
      length += p2.end - p2.start + gap.length;
    }
    joined = parts.join(gap);
  } else {
    at.push(0);
  }
  const m = closestMatch(joined, pattern, maxErrors);
  if (!m) {
    return void 0;
  }
  const k = windowAt(at, m.end - 1);
  const p = pieces[k];
  const start = Math.max(m.start, at[k]) - at[k] + p.start;
  return { region: p.region, start, end: m.end - at[k] + p.start, errors: m.errors };
}
var firstBound = 32;
function closestMatch(text5, pattern, maxErrors) {
  const first = maxErrors >= 8 * firstBound ? search2(text5, pattern, firstBound)[0] : void 0;
  return first ?? search2(text5, pattern, maxErrors)[0];
}
function gapCharacter(pattern) {
  for (let c = 65535; ; c--) {
    const ch = String.fromCharCode(c);
    if (!pattern.includes(ch)) {
      return ch;
    }
  }
}
function windowAt(starts, offset) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >>> 1;
    if (starts[mid] <= offset) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return lo;
}
function caseFoldedHit(regions, pattern) {
  const folded = pattern.toLowerCase();
  if (folded.length !== pattern.length) {
    return void 0;
  }
  const ascii = !nonAscii.test(folded);
  for (const region of regions) {
    const at = (ascii ? indexedCaseFolded(region, folded) : void 0) ?? scannedCaseFolded(region, pattern, folded);
    if (at >= 0) {
      return { region, start: at, end: at + pattern.length, errors: 0 };
    }
  }
  return void 0;
}
var nonAscii = /[^\0-\x7F]/;
function indexedCaseFolded(region, folded) {
  const index2 = region.places ?? region.index;
  const candidates2 = index2 && foldsAsAscii(region.normalized) ? index2.candidates(folded) : void 0;
  if (!candidates2) {
    return void 0;
  }
  const text5 = region.normalized.text;
  for (const at of candidates2) {
    if (equalsFolded(text5, at, folded)) {
      return at;
    }
  }
  return -1;
}
function equalsFolded(text5, at, folded) {
  if (at < 0 || at + folded.length > text5.length) {
    return false;
  }
  for (let i = 0; i < folded.length; i++) {
    if (lowerAscii(text5.charCodeAt(at + i)) !== folded.charCodeAt(i)) {
      return false;
    }
  }
  return true;
}
var asciiFolding = /* @__PURE__ */ new WeakMap();
function foldsAsAscii(n) {
  let folds = asciiFolding.get(n);
  if (folds === void 0) {
    folds = !/[\u0130\u212A]/.test(n.text);
    asciiFolding.set(n, folds);
  }
  return folds;
}
function scannedCaseFolded(region, pattern, folded) {
  const lower = lowerCaseOf(region.normalized);
  return lower === region.normalized.text && folded === pattern ? findIn(region, pattern, 1)[0] ?? -1 : lower?.indexOf(folded) ?? -1;
}
var lowerCases = /* @__PURE__ */ new WeakMap();
var anyCapital = /[A-Z\u0080-\uffff]/;
function lowerCaseOf(n) {
  let lower = lowerCases.get(n);
  if (lower === void 0) {
    const folded = anyCapital.test(n.text) ? n.text.toLowerCase() : n.text;
    lower = folded.length === n.text.length ? folded : null;
    lowerCases.set(n, lower);
  }
  return lower ?? void 0;
}
var anchoredSearchFrom = 32 * 1024;
var windowsOnlyFrom = 256 * 1024;
var fullSearchUpTo = 2 * 1024 * 1024;
function anchorWindows(region, pattern) {
  const text5 = region.normalized.text;
  const words = [...new Set(pattern.split(" ").filter((w) => w.length >= 4))].slice(0, 12);
  if (words.length === 0) {
    return void 0;
  }
  const indexed2 = words.map((w) => region.index?.anchorOffsetsOf(w, text5)).filter((o) => o !== void 0 && o.length > 0);
  const hits = indexed2.length ? indexed2.map((o) => o.subarray(0, 200)) : words.map((w) => findAll(text5, w, 200)).filter((h) => h.length > 0);
  if (hits.length === 0) {
    return [];
  }
  const anchors = hits.sort((x, y) => x.length - y.length).slice(0, 3);
  const reach = 2 * pattern.length;
  const centres = [];
  for (const list3 of anchors) {
    for (let k = 0; k < list3.length; k++) {
      if (indexed2.length < 2 || twoNearby(indexed2, list3[k], reach)) {
        centres.push(list3[k]);
      }
    }
  }
  centres.sort((x, y) => x - y);
  const merged = [];
  let total = 0;
  for (const centre of centres) {
    const start = Math.max(0, centre - reach);
    const end = Math.min(text5.length, centre + reach);
    const last = merged[merged.length - 1];
    if (last && start <= last.end) {
      total += Math.max(0, end - last.end);
      last.end = Math.max(last.end, end);
    } else {
      merged.push({ start, end });
      total += end - start;
    }
  }
  return total < text5.length / 4 ? merged : void 0;
}
function twoNearby(lists, at, reach) {
  let n = 0;
  for (const offsets of lists) {
    if (nearby(offsets, at, reach) && ++n > 1) {
      return true;
    }
  }
  return false;
}
function nearby(offsets, at, reach) {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (offsets[mid] < at - reach) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo < offsets.length && offsets[lo] <= at + reach;
}
function longest(parts) {
  return parts.reduce((a, b) => b.length > a.length ? b : a, "");
}

// server/src/core/parse/plainTree.ts
function plainTree(text5) {
  if (banned.test(text5)) {
    return void 0;
  }
  const lines = new LineIndex(text5);
  const children = [];
  const count = lines.starts.length;
  for (let k = 1; k <= count; ) {
    if (lines.lineStart(k) === lines.lineEnd(k)) {
      k++;
      continue;
    }
    const quoted = text5.charCodeAt(lines.lineStart(k)) === 62;
    const segments = [];
    for (; k <= count && lines.lineStart(k) < lines.lineEnd(k); k++) {
      const at = lines.lineStart(k);
      const isQuote = text5.charCodeAt(at) === 62;
      if (isQuote !== quoted) {
        if (quoted) {
          return void 0;
        }
        break;
      }
      const from = isQuote ? at + (text5.charCodeAt(at + 1) === 32 ? 2 : 1) : at;
      const end = lines.lineEnd(k);
      if (from >= end || text5.charCodeAt(end - 1) === 32 || !opensNothing(text5.slice(from, end))) {
        return void 0;
      }
      segments.push({ from, end });
    }
    const inline = phrasing(text5, segments, lines);
    if (!inline) {
      return void 0;
    }
    const paragraph2 = { type: "paragraph", children: inline, position: span(lines, segments[0].from, segments[segments.length - 1].end) };
    if (quoted) {
      const start = lines.lineStart(lines.lineAt(segments[0].from));
      children.push({ type: "blockquote", children: [paragraph2], position: span(lines, start, paragraph2.position.end.offset) });
    } else {
      children.push(paragraph2);
    }
  }
  return { type: "root", children, position: span(lines, 0, text5.length) };
}
var banned = /[\t\r\0\\*<&]|!\[/;
var pathChar = /[A-Za-z0-9/.#:?=+@_-]/;
function phrasing(text5, segments, lines) {
  const out = [];
  let pieces = [];
  let textFrom = -1;
  let textEnd = -1;
  const add = (from, to) => {
    if (from < to) {
      textFrom = textFrom < 0 ? from : textFrom;
      pieces.push(text5.slice(from, to));
      textEnd = to;
    }
  };
  const flush = () => {
    if (textFrom >= 0) {
      out.push({ type: "text", value: pieces.join(""), position: span(lines, textFrom, textEnd) });
    }
    pieces = [];
    textFrom = -1;
  };
  for (let s = 0; s < segments.length; s++) {
    const { from, end } = segments[s];
    if (s > 0) {
      if (textFrom < 0) {
        textFrom = segments[s - 1].end;
      }
      pieces.push("\n");
      textEnd = from;
    }
    let run = from;
    for (let i = from; i < end; i++) {
      const c = text5.charCodeAt(i);
      if (c !== 96 && c !== 91 && c !== 93 && c !== 95) {
        continue;
      }
      if (c === 93 || c === 95) {
        return void 0;
      }
      const node2 = c === 96 ? codeSpan(text5, i, end, lines) : link(text5, i, end, lines);
      if (!node2) {
        return void 0;
      }
      add(run, i);
      flush();
      out.push(node2);
      i = node2.position.end.offset - 1;
      run = i + 1;
    }
    add(run, end);
  }
  flush();
  return out;
}
function codeSpan(text5, at, end, lines) {
  const close = text5.indexOf("`", at + 1);
  if (close < 0 || close >= end || close === at + 1 || text5.charCodeAt(at + 1) === 32 || text5.charCodeAt(close - 1) === 32 || text5.charCodeAt(close + 1) === 96) {
    return void 0;
  }
  return { type: "inlineCode", value: text5.slice(at + 1, close), position: span(lines, at, close + 1) };
}
function link(text5, at, end, lines) {
  const close = text5.indexOf("]", at + 1);
  if (close < 0 || close >= end || close === at + 1 || text5.charCodeAt(close + 1) !== 40) {
    return void 0;
  }
  for (let i = at + 1; i < close; i++) {
    const c = text5.charCodeAt(i);
    if (c === 91 || c === 95 || c === 96) {
      return void 0;
    }
  }
  let p = close + 2;
  while (p < end && pathChar.test(text5[p])) {
    p++;
  }
  if (p === close + 2 || p >= end || text5.charCodeAt(p) !== 41) {
    return void 0;
  }
  return {
    type: "link",
    title: null,
    url: text5.slice(close + 2, p),
    children: [{ type: "text", value: text5.slice(at + 1, close), position: span(lines, at + 1, close) }],
    position: span(lines, at, p + 1)
  };
}
function outsideLinkPaths(text5, tree) {
  const pieces = [];
  let at = 0;
  for (const block of tree.children) {
    const paragraph2 = block.type === "blockquote" ? block.children[0] : block;
    for (const node2 of paragraph2?.type === "paragraph" ? paragraph2.children : []) {
      if (node2.type === "link") {
        const end = node2.position.end.offset - 1;
        pieces.push(text5.slice(at, end - node2.url.length), "x".repeat(node2.url.length));
        at = end;
      }
    }
  }
  pieces.push(text5.slice(at));
  return pieces.join("");
}
function span(lines, start, end) {
  return { start: point(lines, start), end: point(lines, end) };
}
function point(lines, offset) {
  const line = lines.lineAt(offset);
  return { line, column: offset - lines.lineStart(line) + 1, offset };
}
var blockOpener = /^(?:$|[\s>#*+\-_=`~[!:\\]|\d+[.)])/;
var plainLines = attributionLines.flatMap((a) => a.plainLine ? [a.plainLine] : []);
function opensNothing(line) {
  return !blockOpener.test(line) || plainLines.some((p) => p.test(line));
}

// server/src/core/parse/markdown.ts
var processor;
var commonMarkOnly;
function parseMarkdown(text5) {
  const gfm2 = mayHoldGfm(text5);
  const plain = plainTree(text5);
  if (plain && (!gfm2 || !mayHoldGfm(outsideLinkPaths(text5, plain)))) {
    return plain;
  }
  if (!gfm2) {
    commonMarkOnly ??= createProcessor(false);
    return commonMarkOnly.parse(text5);
  }
  processor ??= createProcessor(true);
  return processor.parse(text5);
}
function mayHoldGfm(text5) {
  return gfmTrigger.test(text5);
}
var gfmTrigger = /[|~]|[\w.+-]@|:-|-:|\[\^|\[[ xX]\]|www\.|https?:|mailto:|xmpp:|\\[!-/:-@[-`{-~]|&[#a-z]/i;
function createProcessor(gfm2) {
  const { unified: unified2 } = (init_unified(), __toCommonJS(unified_exports));
  const remarkParse2 = (init_remark_parse(), __toCommonJS(remark_parse_exports)).default;
  if (!gfm2) {
    return unified2().use(remarkParse2);
  }
  const remarkGfm2 = (init_remark_gfm(), __toCommonJS(remark_gfm_exports)).default;
  return unified2().use(remarkParse2).use(remarkGfm2);
}

// server/src/core/parse/limits.ts
var maxNesting = 100;
var maxDelimitersPerBlock = 1e3;
var delimiter = /[*_[\]~<@"\u201C\u201D]|www\.|:\/\/|verbatim/gi;
var listMarker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
var blockStart = /^(?:\||#|```|~~~)/;
function beyondParseLimits(text5, firstLine = 0) {
  const lists = [];
  let delimiters = 0;
  let previousBlank = true;
  let line = firstLine;
  for (let start = 0; start <= text5.length; line++) {
    const end = lineEnd(text5, start);
    const { depth, content: content3, markers } = containers(text5, start, end, lists, previousBlank);
    if (depth > maxNesting) {
      return `line ${line + 1} nests blocks ${depth} deep, beyond the limit of ${maxNesting}`;
    }
    const body = text5.slice(content3, end);
    const blank = body.trim() === "";
    if (blank || markers > 0 || blockStart.test(body)) {
      delimiters = 0;
    }
    delimiter.lastIndex = 0;
    while (delimiters <= maxDelimitersPerBlock && delimiter.exec(body)) {
      delimiters++;
    }
    if (delimiters > maxDelimitersPerBlock) {
      return `the paragraph at line ${line + 1} holds more than ${maxDelimitersPerBlock} emphasis, bracket or link delimiters`;
    }
    previousBlank = blank;
    start = end + (text5[end] === "\r" && text5[end + 1] === "\n" ? 2 : 1);
  }
  return void 0;
}
function lineEnd(text5, start) {
  for (let i = start; i < text5.length; i++) {
    const c = text5.charCodeAt(i);
    if (c === 10 || c === 13) {
      return i;
    }
  }
  return text5.length;
}
function containers(text5, start, end, lists, afterBlank) {
  let i = start;
  let quotes = 0;
  let markers = 0;
  let firstColumn = -1;
  for (; ; ) {
    while (i < end && (text5[i] === " " || text5[i] === "	")) {
      i++;
    }
    if (firstColumn < 0) {
      firstColumn = i - start;
    }
    if (text5[i] === ">") {
      quotes++;
      i++;
      continue;
    }
    const m = i < end ? listMarker.exec(text5.slice(i, Math.min(end, i + 12))) : null;
    if (!m) {
      break;
    }
    markers++;
    i += m[0].length;
  }
  if (i < end && (afterBlank || markers > 0)) {
    while (lists.length && lists[lists.length - 1] >= firstColumn) {
      lists.pop();
    }
  }
  if (markers > 0) {
    lists.push(firstColumn);
  }
  return { depth: quotes + markers + Math.max(0, lists.length - (markers > 0 ? 1 : 0)), content: i, markers };
}

// server/src/core/parse/plainQuote.ts
function plainQuoteCitations(text5, notePath) {
  if (!text5.startsWith(">") || /[\t\r<|]/.test(text5) || unlinedScans.some((s) => s.mayCite(text5))) {
    return void 0;
  }
  const lines = [];
  let at = 0;
  for (; at < text5.length && text5.charCodeAt(at) === 62; ) {
    const nl = text5.indexOf("\n", at);
    const end = nl < 0 ? text5.length : nl;
    const start = text5.charCodeAt(at + 1) === 32 ? at + 2 : at + 1;
    const line = text5.slice(start, end);
    if (!opensNothing(line)) {
      return void 0;
    }
    lines.push({ start, end, text: line, owner: 0 });
    at = end + 1;
  }
  if (at < text5.length && !/^[\n ]*$/.test(text5.slice(at))) {
    return void 0;
  }
  const citations = [];
  let bodyFrom = 0;
  for (let k = 0; k < lines.length; k++) {
    const closing = attributionLines.find((a) => a.closes(lines[k].text));
    if (closing) {
      citations.push(closing.build(lines.slice(bodyFrom, k), lines[k], notePath));
      bodyFrom = k + 1;
    }
  }
  return citations;
}

// server/src/core/parse/scan.ts
function mayCiteBytes(bytes) {
  const lf = withLoneCrAsLf(bytes);
  return formScans.some((f) => f.mayCiteBytes(lf));
}
function withLoneCrAsLf(bytes) {
  let copy;
  for (let at = bytes.indexOf(13); at >= 0; at = bytes.indexOf(13, at + 1)) {
    if (bytes[at + 1] !== 10) {
      copy ??= new Uint8Array(bytes);
      copy[at] = 10;
    }
  }
  return copy ?? bytes;
}
function planParse(text5) {
  if (!formScans.some((f) => f.mayCite(text5))) {
    return { whole: false, units: [], definitions: [] };
  }
  if (/\r(?!\n)/.test(text5)) {
    return { whole: true, units: [], definitions: [] };
  }
  const chunks2 = scanBlocks(text5);
  let defines;
  const definitions = () => defines ??= mayDefine(text5);
  const ranges2 = [];
  let resolves = false;
  for (const [k, chunk] of chunks2.entries()) {
    const kind = chunkKind(text5, chunk, definitions);
    resolves ||= kind === "linked" && definitions();
    if (kind === "none") {
      continue;
    }
    const to = kind === "linked" ? Math.min(k + 1, chunks2.length - 1) : k;
    const last = ranges2[ranges2.length - 1];
    if (last && k <= last.to) {
      last.to = Math.max(last.to, to);
    } else {
      ranges2.push({ from: k, to });
    }
  }
  const units = ranges2.map((r) => ({ start: chunks2[r.from].start, end: chunks2[r.to].end }));
  if (!resolves) {
    return { whole: false, units, definitions: [] };
  }
  const defining = chunks2.filter((c) => mayDefine(text5.slice(c.start, c.end))).map((c) => ({ start: c.start, end: c.end }));
  return defining.every((c) => onlyDefinitions(text5.slice(c.start, c.end))) ? { whole: false, units, definitions: defining } : { whole: true, units: [], definitions: [] };
}
function onlyDefinitions(block) {
  return block.split("\n").every((line) => /^ {0,3}\[(?:[^[\]\\]|\\.){1,999}\]:[ \t]*\S[^`~]*$/.test(line) || line.trim() === "");
}
function mayDefine(text5) {
  return text5.includes("]:") && /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*\[(?:[^[\]\\]|\\[^]){0,999}\]:/m.test(text5);
}
function chunkKind(text5, chunk, definitions) {
  let kind = text5.slice(chunk.start, chunk.end).includes("verbatim-disable") ? "block" : "none";
  for (const span2 of chunk.runs) {
    const run = text5.slice(span2.start, span2.end);
    for (const form of formScans) {
      const reach = form.reach(run, definitions);
      if (reach === "linked") {
        return "linked";
      }
      kind = reach === "block" ? "block" : kind;
    }
  }
  return kind;
}
var htmlBlocks = [
  { start: /^<(?:script|pre|style|textarea)(?:\s|>|$)/i, end: /<\/(?:script|pre|style|textarea)>/i },
  { start: /^<!--/, end: /-->/ },
  { start: /^<\?/, end: /\?>/ },
  { start: /^<![A-Za-z]/, end: />/ },
  { start: /^<!\[CDATA\[/, end: /\]\]>/ }
];
function scanBlocks(text5) {
  const chunks2 = [];
  let chunk = { start: 0, end: text5.length, runs: [] };
  let run;
  let inside;
  let sure = true;
  let runHasTag = false;
  let previousBlank = false;
  for (let offset = 0; offset < text5.length; ) {
    const nl = text5.indexOf("\n", offset);
    const end = nl < 0 ? text5.length : nl + 1;
    const { blank, indent: indent2, special } = lineShape(text5, offset, end);
    const line = inside || special ? text5.slice(offset, end) : "";
    let plain = !blank;
    if (inside) {
      plain = false;
      if (inside.test(line)) {
        inside = void 0;
      }
    } else if (sure) {
      const heading2 = special && !runHasTag && /^#{1,6}(?:[ \t\r\n]|$)/.test(line);
      if ((previousBlank || heading2) && offset > chunk.start && indent2 === 0 && !blank && !/\s/.test(text5[offset])) {
        chunks2.push({ ...chunk, end: offset });
        chunk = { start: offset, end: text5.length, runs: [] };
        run = void 0;
      }
      const opened = special ? opens(line, runHasTag) : void 0;
      if (opened === "unsure") {
        sure = false;
      } else if (opened !== void 0) {
        inside = opened === "closed" ? void 0 : opened;
        plain = false;
      }
      runHasTag ||= special && /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)/.test(line);
    }
    if (!plain) {
      run = void 0;
    } else if (run) {
      run.end = nl < 0 ? end : nl;
    } else {
      run = { start: offset, end: nl < 0 ? end : nl };
      chunk.runs.push(run);
    }
    previousBlank = !inside && blank;
    runHasTag &&= !blank;
    offset = end;
  }
  chunks2.push(chunk);
  return chunks2;
}
function lineShape(text5, start, end) {
  let i = start;
  let c = text5.charCodeAt(i);
  while (i < end && (c === 32 || c === 9 || c === 13)) {
    c = text5.charCodeAt(++i);
  }
  const blank = i >= end || c === 10;
  const indent2 = i - start;
  return { blank, indent: indent2, special: !blank && indent2 <= 3 && (c === 35 || c === 96 || c === 126 || c === 60) };
}
function opens(line, runHasTag) {
  const indented = /^ {1,3}[`~<]/.test(line);
  const f = /^ {0,3}(`{3,}|~{3,})(.*)/.exec(line);
  if (f && !(f[1][0] === "`" && f[2].includes("`"))) {
    return indented || runHasTag ? "unsure" : new RegExp(`^ {0,3}${f[1][0] === "`" ? "`" : "~"}{${f[1].length},}[ \\t\\r\\n]*$`);
  }
  const trimmed = line.replace(/^ {0,3}/, "");
  for (const block of htmlBlocks) {
    const open = block.start.exec(trimmed);
    if (open) {
      const closedAfter = block.end.test(trimmed.slice(open[0].length));
      if (indented || runHasTag || closedAfter !== block.end.test(trimmed)) {
        return "unsure";
      }
      return closedAfter ? "closed" : block.end;
    }
  }
  return void 0;
}

// server/src/core/parse/note.ts
function parseNote(text5, notePath) {
  return new IncrementalParser(notePath).parse(text5);
}
function parseWhole(text5, notePath) {
  const root2 = parseMarkdown(text5);
  const exclusions = collectExclusions(root2);
  const lines = new LineIndex(text5);
  const all2 = [];
  for (const form of citationForms) {
    append(all2, form.find?.({ text: text5, root: root2, lines, exclusions, notePath, taken: all2.map((c) => c.span) }) ?? []);
  }
  return { all: all2.sort((a, b) => a.span.start - b.span.start), disables: exclusions.disables };
}
function parseUnit(body, notePath) {
  const plain = plainQuoteCitations(body, notePath);
  return plain ? { all: plain, disables: [] } : parseWhole(body, notePath);
}
var IncrementalParser = class {
  #cache = /* @__PURE__ */ new Map();
  #notePath;
  constructor(notePath) {
    this.#notePath = notePath;
  }
  parse(original) {
    const text5 = original.includes("\r") ? original.replace(/\r(?!\n)/g, "\n") : original;
    const plan = planParse(text5);
    const units = plan.whole ? [{ start: 0, end: text5.length }] : plan.units;
    const refused = refuse(text5, units);
    return refused ?? guarded(() => this.#parseUnits(text5, units, plan.definitions));
  }
  /** `definitions`: blocks parsed ahead of each unit, whose own findings are left out (`ParsePlan.definitions`). */
  #parseUnits(text5, units, definitions) {
    const next = /* @__PURE__ */ new Map();
    const all2 = [];
    const disables = [];
    const prelude = definitions.length ? `${definitions.map((d) => text5.slice(d.start, d.end).replace(/\n*$/, "")).join("\n\n")}

<!-- -->

` : "";
    for (const unit of units) {
      const body = prelude + text5.slice(unit.start, unit.end);
      const found = next.get(body) ?? this.#cache.get(body) ?? parseUnit(body, this.#notePath);
      next.set(body, found);
      const by = unit.start - prelude.length;
      append(all2, found.all.filter((c) => c.span.start >= prelude.length).map((c) => shift(c, by)));
      append(disables, found.disables.filter((d) => d >= prelude.length).map((d) => d + by));
    }
    this.#cache = next;
    return applyDisables(all2, disables);
  }
};
function refuse(text5, units) {
  let line = 0;
  let counted = 0;
  for (const unit of units) {
    for (let i = text5.indexOf("\n", counted); i >= 0 && i < unit.start; i = text5.indexOf("\n", i + 1)) {
      line++;
    }
    counted = Math.max(counted, unit.start);
    const why = beyondParseLimits(text5.slice(unit.start, unit.end), line);
    if (why !== void 0) {
      return noteFinding(`note not parsed: ${why}; its citations were not checked`);
    }
  }
  return void 0;
}
function guarded(parse4) {
  try {
    return parse4();
  } catch (e) {
    const why = e instanceof RangeError ? "it nests too deeply" : "the parser failed";
    return noteFinding(`note could not be parsed (${why}); its citations were not checked`);
  }
}
function noteFinding(message) {
  const at = { start: 0, end: 0 };
  const citation = { form: noteFindingForm, quote: "", quoteSpan: at, span: at, attributionSpan: at, problem: { status: "source_error", message, span: at } };
  return { citations: [citation], skipped: [] };
}
function shift(c, by) {
  if (by === 0) {
    return c;
  }
  const s = (span2) => span2 ? { start: span2.start + by, end: span2.end + by } : span2;
  return extend(c, {
    quoteSpan: s(c.quoteSpan),
    span: s(c.span),
    attributionSpan: s(c.attributionSpan),
    targetSpan: s(c.targetSpan),
    versionSpan: s(c.versionSpan),
    leadIn: s(c.leadIn),
    problem: c.problem && extend(c.problem, { span: s(c.problem.span) })
  });
}
function applyDisables(all2, disables) {
  const citations = [];
  const skipped = [];
  let d = 0;
  let pending = false;
  for (const c of all2) {
    while (d < disables.length && disables[d] <= c.span.start) {
      pending = true;
      d++;
    }
    (pending ? skipped : citations).push(c);
    pending = false;
  }
  return { citations, skipped };
}

// server/src/core/sources.ts
var LoadedSource = class {
  /** `document`: the text is the canonical text of a document of this kind (a PDF's pages are separated by form feeds). */
  constructor(path20, text5, pin, profile, isExtract, document3) {
    this.path = path20;
    this.text = text5;
    this.profile = profile;
    this.isExtract = isExtract;
    this.document = document3;
    this.lines = new LineIndex(text5);
    this.pin = pin;
  }
  path;
  text;
  profile;
  isExtract;
  document;
  lines;
  /** `sha256:<hex>` of the raw bytes; the bytes themselves are not kept. */
  pin;
  #whole = /* @__PURE__ */ new Map();
  #extractRegions;
  #extractSpans = null;
  #searchRegions;
  /** The regions last asked for by spans (`regions`). */
  #lastRegions;
  #index;
  /** For a source read again: its index, built when first asked for, and meanwhile the places kept of it (`readAgain`). */
  #buildIndex;
  #places;
  /** The identity of the file read (`ReadResult.fileId`); undefined for a Git blob or where the workspace gives none. */
  fileId;
  /** Where the file read lies once symlinks are resolved (`ReadResult.realPath`), when elsewhere. */
  realPath;
  /** The text is a paged document's (a PDF's): form feeds separate its pages, cited as `pN-M`. */
  get isPdf() {
    return this.document?.paged === true;
  }
  /** The whole text normalised under `profile` (the source's own by default), built once. */
  whole(profile = this.profile) {
    let n = this.#whole.get(profile);
    if (!n) {
      n = normalize(this.text, profile);
      this.#whole.set(profile, n);
    }
    return n;
  }
  /** The word index of the whole text under the source's own profile, when the cache built one (or builds it now, for a source read again). */
  get index() {
    if (!this.#index && this.#buildIndex) {
      this.#index = this.#buildIndex();
      this.#buildIndex = void 0;
    }
    return this.#index;
  }
  set index(index2) {
    this.#index = index2;
    this.#buildIndex = void 0;
  }
  /** The index when it was built; never builds it. */
  get builtIndex() {
    return this.#index;
  }
  /**
   * A source read again, of which the run kept places (`WordIndex.kept`):
   * finds go through those, and the index is built only when asked for (a
   * near miss). A search of other sources reads a source again for the
   * quotes it may hold, and the places find them without a second index.
   */
  readAgain(places, build) {
    this.#index = void 0;
    this.#places = places;
    this.#buildIndex = build;
  }
  /** The whole text under the source's own profile as one region, with its word index (or, read again, its places and an index built on demand). */
  wholeRegion() {
    const normalized = this.whole();
    if (!this.#buildIndex) {
      return { normalized, index: this.#index };
    }
    const source = this;
    return {
      normalized,
      places: this.#places,
      get index() {
        return source.index;
      }
    };
  }
  /** Approximate memory held, for the cache's budget. */
  get approxBytes() {
    let n = this.text.length * 2 + this.lines.starts.length * 8;
    for (const w of this.#whole.values()) {
      n += w.text.length * 2 + w.map.runs * 12;
    }
    return n;
  }
  /** Spans of the bodies of the attributed blockquotes in the `## Quotes` section (docs/specification.md §1.3); undefined when there is no such section. */
  extractSpans() {
    if (this.#extractSpans === null) {
      this.#extractSpans = quoteBodies(this.text, this.path);
    }
    return this.#extractSpans;
  }
  /** Bodies of the attributed blockquotes in the `## Quotes` section, each its own region (docs/specification.md §1.3). */
  extractRegions() {
    this.#extractRegions ??= (this.extractSpans() ?? []).map((span2) => this.region(span2, true));
    return this.#extractRegions;
  }
  /**
   * The original text of `span` normalised as one region. In an extract,
   * `>` prefixes of continuation lines are blanked, so offsets still point
   * into the file while the prefixes never count as quoted text.
   */
  region(span2, inQuote = false) {
    let slice = this.text.slice(span2.start, span2.end);
    if (inQuote) {
      const atLineStart = span2.start === 0 || this.text[span2.start - 1] === "\n";
      slice = slice.replace(atLineStart ? /(^|\n)([ \t]*>[ \t]?)+/g : /(\n)([ \t]*>[ \t]?)+/g, (m, nl) => nl + " ".repeat(m.length - nl.length));
    }
    return { normalized: normalize(slice, this.profile, span2.start) };
  }
  /**
   * The regions of `spans`, each normalised apart (`region`); the last list
   * asked for is kept. Every citation of a note citing itself asks for the
   * same pieces, the note less its claims: normalising them anew for each
   * citation made a note of K such citations cost K times its length.
   */
  regions(spans, inQuote = false) {
    const last = this.#lastRegions;
    if (last && last.inQuote === inQuote && sameSpans(last.spans, spans)) {
      return last.regions;
    }
    const regions = spans.map((span2) => this.region(span2, inQuote));
    this.#lastRegions = { spans: spans.map((span2) => ({ start: span2.start, end: span2.end })), inQuote, regions };
    return regions;
  }
  /**
   * What a search for `misattributed` may find in this source (docs/specification.md §2):
   * an extract offers its Quotes bodies; a note offers its text minus the
   * citations it makes, which are claims, not evidence; any other file all.
   * A path that leads to a note through a symlink is that note: otherwise
   * `ln -s ../notes/n.md src/a.txt`, cited anywhere, made n's invented
   * quote `misattributed`, "found" in its own claim.
   */
  searchRegions(isNote) {
    if (!this.#searchRegions) {
      if (this.isExtract) {
        this.#searchRegions = this.extractRegions();
      } else if (isNote(this.path) || this.realPath !== void 0 && isNote(this.realPath)) {
        const claims = parseNote(this.text, this.path);
        const holes = [...claims.citations, ...claims.skipped].map((c) => c.span);
        this.#searchRegions = holes.length ? subtractSpans([{ start: 0, end: this.text.length }], holes).map((span2) => this.region(span2)) : [this.wholeRegion()];
      } else {
        this.#searchRegions = [this.wholeRegion()];
      }
    }
    return this.#searchRegions;
  }
};
function sameSpans(a, b) {
  if (a.length !== b.length) {
    return false;
  }
  for (let k = 0; k < a.length; k++) {
    if (a[k].start !== b[k].start || a[k].end !== b[k].end) {
      return false;
    }
  }
  return true;
}
function subtractSpans(spans, holes) {
  const sorted = holes.filter((h) => h.end > h.start).sort((a, b) => a.start - b.start);
  const out = [];
  for (const s of spans) {
    if (s.end <= s.start) {
      if (!sorted.some((h) => h.start < s.start && h.end > s.start)) {
        out.push(s);
      }
      continue;
    }
    let start = s.start;
    for (const h of sorted) {
      if (h.start >= s.end) {
        break;
      }
      if (h.end > start) {
        if (h.start > start) {
          out.push({ start, end: h.start });
        }
        start = h.end;
      }
    }
    if (start < s.end) {
      out.push({ start, end: s.end });
    }
  }
  return out;
}
var failureText = {
  missing: "source file does not exist",
  not_a_file: "source is not a regular file",
  outside_root: "source resolves outside the project root",
  too_large: "source is larger than maxSourceBytes",
  unreadable: "source could not be read"
};
var SourceCache = class {
  #entries = /* @__PURE__ */ new Map();
  /** What each entry of `#entries` that has settled holds, for the budget (a loaded source grows as its forms are built). */
  #settled = /* @__PURE__ */ new Map();
  /** The sum of `#settled`: what the budget is held against. */
  #charged = 0;
  #info = /* @__PURE__ */ new Map();
  #budget = Number.POSITIVE_INFINITY;
  #workspace;
  #maxBytes;
  #profileOf;
  #isExtract;
  #git;
  #autoRender;
  /** Reads started ahead of their load (`prefetch`): the bytes and their SHA-256, taken by the load. */
  #prefetched = /* @__PURE__ */ new Map();
  /** Bytes of reads ahead that have arrived and wait, reads still under way, and the largest read ahead so far (a guess at the next). */
  #aheadBytes = 0;
  #aheadReading = 0;
  #aheadLargest;
  /** Keys of loaded sources that are PDFs, whose text is a stored render. */
  #documents = /* @__PURE__ */ new Set();
  #displayPath;
  #sketches;
  /** The identity of each note asked about (`isSameFile`), once per note. */
  #noteIds = /* @__PURE__ */ new Map();
  constructor(workspace, maxBytes, profileOf, isExtract, options = {}) {
    this.#workspace = workspace;
    this.#maxBytes = maxBytes;
    this.#profileOf = profileOf;
    this.#isExtract = isExtract;
    this.#git = options.git;
    this.#autoRender = options.autoRender ?? false;
    this.#displayPath = options.displayPath ?? ((p) => p);
  }
  /** Where sketches of sources' words are kept between runs; none by default. */
  setSketches(store) {
    this.#sketches = store;
  }
  /** Keeps a sketch of a source read elsewhere (a worker thread of a batch check), where sketches are kept. */
  keepSketch(path20, kept2) {
    this.#sketches?.put(path20, kept2);
  }
  /** Bytes of loaded sources to keep; the one in use is always kept. */
  setBudget(bytes) {
    this.#budget = bytes;
  }
  /**
   * A file of a Git repository at a commit (docs/specification.md §3), cached like a local
   * source; the note matters only for a path in the note's own repository.
   */
  loadGit(target, notePath) {
    const key = `\0git\0${target.repository ?? dirnamePosix(notePath)}\0${target.commit}\0${target.path}`;
    return this.load(key, async () => {
      const got = this.#git ? await this.#git.read(target, notePath) : { status: "unverified", message: "Git sources cannot be read here" };
      const renderArgs = target.repository ? blobUrl(target.repository, target.commit, target.path) : `${target.path} --commit ${target.commit}`;
      return "bytes" in got ? this.#fromBytes(target.path, got.bytes, true, key, renderArgs) : { failure: got.message, status: got.status };
    });
  }
  load(path20, read = () => this.#read(path20)) {
    const entry = this.#entries.get(path20);
    if (entry) {
      this.#entries.delete(path20);
      this.#entries.set(path20, entry);
      return entry;
    }
    const started = read();
    this.#entries.set(path20, started);
    void started.then((loaded) => {
      if (this.#entries.get(path20) === started) {
        const size = "failure" in loaded ? 0 : Math.max(loaded.approxBytes, 4 * loaded.text.length);
        this.#settled.set(path20, size);
        this.#charged += size;
      }
      this.#evict(path20);
    });
    return started;
  }
  /** The small, lasting facts of a source (reading it once if needed); undefined when it cannot be read. */
  async info(path20) {
    const kept2 = this.#info.has(path20) || this.#entries.has(path20) ? void 0 : this.#sketches?.get(path20);
    if (kept2) {
      const info = { profile: kept2.profile, pin: kept2.pin, words: kept2.sketch };
      this.#info.set(path20, info);
      return info;
    }
    if (!this.#info.has(path20)) {
      const loaded = await this.load(path20);
      if ("failure" in loaded) {
        this.#info.set(path20, void 0);
      }
    }
    return this.#info.get(path20);
  }
  /**
   * Starts reading and hashing a source that is about to be loaded, so the
   * file system and the hash (both off this thread) overlap the checks
   * before it. Only the bytes wait, outside the budget: reads ahead start
   * while those waiting and under way (guessed at the largest so far) stay
   * within 2 MB, at most eight, and always one. False when declined.
   */
  prefetch(path20) {
    if (this.#entries.has(path20) || this.#prefetched.has(path20)) {
      return true;
    }
    const guess2 = this.#aheadLargest ?? 512 * 1024;
    if (this.#prefetched.size >= 8 || this.#prefetched.size > 0 && this.#aheadBytes + (this.#aheadReading + 1) * guess2 > 2 * 1024 * 1024) {
      return false;
    }
    this.#aheadReading++;
    const reading = this.#workspace.readFile(path20, this.#maxBytes).finally(() => this.#aheadReading--);
    const ahead = reading.then(async (read) => {
      const bytes = read.kind === "ok" ? read.bytes.byteLength : 0;
      this.#aheadBytes += bytes;
      this.#aheadLargest = Math.max(this.#aheadLargest ?? 0, bytes);
      return { read, bytes, hex: read.kind === "ok" ? await this.#sha256Hex(read.bytes) : void 0 };
    });
    ahead.catch(() => void 0);
    this.#prefetched.set(path20, ahead);
    return true;
  }
  /** Takes a read ahead of `path` out of the waiting ones. */
  #takeAhead(path20) {
    const ahead = this.#prefetched.get(path20);
    if (ahead) {
      this.#prefetched.delete(path20);
      void ahead.then((a) => this.#aheadBytes -= a.bytes, () => void 0);
    }
    return ahead;
  }
  /**
   * Whether a source read from disk is the file of the note at `note`: by
   * path, or by the file's identity, so a symlink or a hard link to the
   * note is the note (a claim is never its own evidence).
   */
  async isSameFile(source, note) {
    if (source.path === note) {
      return true;
    }
    if (source.fileId === void 0 || !this.#workspace.fileId) {
      return false;
    }
    let id = this.#noteIds.get(note);
    if (!id) {
      id = this.#workspace.fileId(note);
      this.#noteIds.set(note, id);
    }
    return await id === source.fileId;
  }
  /** Forgets a source, so the next load reads it again (it changed on disk or in an editor). True when it had been read. */
  invalidate(path20) {
    void this.#takeAhead(path20);
    if (path20.startsWith(`${rendersFolder}/`)) {
      return [...this.#documents].map((p) => this.invalidate(p)).some(Boolean);
    }
    this.#documents.delete(path20);
    this.#noteIds.delete(path20);
    const had = this.#info.delete(path20);
    this.#charged -= this.#settled.get(path20) ?? 0;
    this.#settled.delete(path20);
    return this.#entries.delete(path20) || had;
  }
  /**
   * Drops the least recently used loaded sources while the loaded ones
   * exceed the budget. Synchronous: an eviction that awaited each entry in
   * turn fell behind a loop of loads, and the cache grew to every source.
   */
  #evict(keep) {
    for (const path20 of this.#entries.keys()) {
      if (this.#charged <= this.#budget) {
        return;
      }
      const size = this.#settled.get(path20);
      if (path20 !== keep && size !== void 0) {
        this.#entries.delete(path20);
        this.#settled.delete(path20);
        this.#charged -= size;
      }
    }
  }
  async #read(path20) {
    const ahead = this.#takeAhead(path20);
    const { read: result, hex: hex2 } = ahead ? await ahead : { read: await this.#workspace.readFile(path20, this.#maxBytes), hex: void 0 };
    if (result.kind === "error") {
      return { failure: `${failureText[result.reason]}: ${this.#displayPath(path20)}` };
    }
    let loaded;
    try {
      loaded = await this.#fromBytes(path20, result.bytes, false, path20, path20, hex2);
    } finally {
      result.release?.();
    }
    if ("failure" in loaded) {
      return loaded;
    }
    loaded.fileId = result.fileId;
    loaded.realPath = result.realPath;
    const pin = loaded.pin;
    const known = this.#info.get(path20);
    const same = known?.pin === pin && known.profile === loaded.profile;
    if (same && known.words instanceof WordIndex) {
      loaded.index = known.words;
      return loaded;
    }
    if (same && known.words instanceof WordPlaces) {
      loaded.readAgain(known.words, () => new WordIndex(loaded.whole().text));
      return loaded;
    }
    const text5 = loaded.whole().text;
    const built = new WordIndex(text5, this.#sketches !== void 0 && !loaded.document);
    loaded.index = built;
    if (!known || !(known.words instanceof WordIndex || known.words instanceof WordPlaces)) {
      this.#info.set(path20, { profile: loaded.profile, pin, words: built.kept(text5.length) });
    }
    if (built.sketch) {
      this.#sketches.put(path20, { profile: loaded.profile, pin, sketch: built.sketch });
    }
    return loaded;
  }
  /** Decodes a source's bytes into its text (a document's is its canonical render); the pin is always of the bytes themselves. */
  /** By the workspace's own digest where it has one (`IWorkspace.sha256Hex`). */
  async #sha256Hex(bytes) {
    return this.#workspace.sha256Hex?.(bytes) ?? await sha256Hex(bytes);
  }
  async #fromBytes(path20, bytes, fromGit, key = path20, renderArgs = path20, hashed2) {
    const hex2 = hashed2 ?? await this.#sha256Hex(bytes);
    const pin = `sha256:${hex2}`;
    let text5;
    const kind = documentKindOf(path20, bytes);
    if (kind) {
      const notOne = kind.notThisKind(bytes);
      if (notOne !== void 0) {
        return { failure: `source is not a ${kind.noun} (${notOne}), so it has no text to check: ${this.#displayPath(path20)}`, pin };
      }
      this.#documents.add(key);
      const got = await canonicalText(this.#workspace, kind, renderArgs, hex2, { auto: this.#autoRender, maxBytes: this.#maxBytes, bytes }, decodeUtf8, (b) => this.#sha256Hex(b));
      if (typeof got !== "string") {
        return { failure: got.failure, status: got.status, pin };
      }
      text5 = got;
    } else {
      text5 = decodeUtf8(bytes);
    }
    if (text5 === void 0) {
      return { failure: `source is not valid UTF-8: ${this.#displayPath(path20)}` };
    }
    return new LoadedSource(path20, text5, pin, this.#profileOf(path20, text5, fromGit && !kind, kind?.profile), !fromGit && this.#isExtract(path20), kind);
  }
};
var decoder = new TextDecoder("utf-8", { fatal: true });
function decodeUtf8(bytes) {
  try {
    return decoder.decode(bytes);
  } catch {
    return void 0;
  }
}
async function sha256Hex(bytes) {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
function quoteBodies(text5, path20) {
  if (beyondParseLimits(text5) !== void 0) {
    return [];
  }
  let root2;
  try {
    root2 = parseMarkdown(text5);
  } catch {
    return [];
  }
  let from = -1;
  let to = text5.length;
  for (const node2 of root2.children) {
    if (node2.type !== "heading") {
      continue;
    }
    const h = node2;
    const span2 = spanOf(h);
    if (!span2) {
      continue;
    }
    if (from < 0 && h.depth === 2 && extractForm.evidenceHeading.test(text5.slice(span2.start, span2.end))) {
      from = span2.end;
    } else if (from >= 0 && h.depth <= 2) {
      to = span2.start;
      break;
    }
  }
  if (from < 0) {
    return void 0;
  }
  const lines = new LineIndex(text5);
  const exclusions = collectExclusions(root2);
  const section = { ...root2, children: root2.children.filter((c) => {
    const s = spanOf(c);
    return s !== void 0 && s.start >= from && s.end <= to && c.type === "blockquote";
  }) };
  return findBlockquoteCitations(text5, section, lines, exclusions, path20).filter((c) => c.quoteSpan.end > c.quoteSpan.start).map((c) => c.quoteSpan);
}

// server/src/core/match/regions.ts
function eligibleSpans(source, ranges2, self) {
  let spans = [{ start: 0, end: source.text.length }];
  if (ranges2) {
    const sliced = sliceRanges(source, ranges2);
    if (typeof sliced === "string") {
      return sliced;
    }
    spans = sliced;
  }
  if (source.isExtract) {
    spans = intersectSpans(source.extractSpans() ?? [], spans);
  }
  return self ? subtractSpans(spans, self) : spans;
}
function eligibleRegions(source, ranges2, self) {
  const spans = eligibleSpans(source, ranges2, self);
  return typeof spans === "string" ? spans : regionsOf(source, spans, !ranges2 && !self);
}
function regionsOf(source, spans, whole) {
  if (whole) {
    return source.isExtract ? source.extractRegions() : [source.wholeRegion()];
  }
  return source.regions(spans, source.isExtract);
}
function intersectSpans(a, b) {
  const out = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) {
        out.push({ start, end });
      }
    }
  }
  return out;
}
function pagesOf(r) {
  return r.start === r.end ? `page ${r.start}` : `pages ${r.start}-${r.end}`;
}
function sliceRanges(source, ranges2) {
  const spans = [];
  if (ranges2[0].kind === "lines") {
    const count = source.lines.lineCount;
    for (const r of ranges2) {
      if (r.end > count) {
        return `the range cites ${formatLines({ startLine: r.start, endLine: r.end })}, but the source has ${count} line${count === 1 ? "" : "s"}`;
      }
      spans.push({ start: source.lines.lineStart(r.start), end: source.lines.lineEnd(r.end) });
    }
  } else {
    const pageStarts = [0];
    for (let i = source.text.indexOf("\f"); i >= 0; i = source.text.indexOf("\f", i + 1)) {
      pageStarts.push(i + 1);
    }
    for (const r of ranges2) {
      if (r.end > pageStarts.length) {
        return `the range cites ${pagesOf(r)}, but the source has ${pageStarts.length} page${pageStarts.length === 1 ? "" : "s"}`;
      }
      const end = r.end < pageStarts.length ? pageStarts[r.end] - 1 : source.text.length;
      spans.push({ start: pageStarts[r.start - 1], end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
    } else {
      merged.push({ ...s });
    }
  }
  return merged;
}

// server/src/core/match/diff.ts
function diffWords(quote, source) {
  const a = quote.split(/\s+/).filter(Boolean);
  const b = source.split(/\s+/).filter(Boolean);
  if (a.length * b.length > 25e4) {
    return [];
  }
  return diffSequences(a, b, "added").map((p) => ({ kind: p.kind === "same" ? "same" : p.kind === "removed" ? "quote" : "source", word: p.item }));
}
function diffSequences(a, b, first) {
  const dp = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i2 = a.length - 1; i2 >= 0; i2--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      dp[i2][j2] = a[i2] === b[j2] ? dp[i2 + 1][j2 + 1] + 1 : Math.max(dp[i2 + 1][j2], dp[i2][j2 + 1]);
    }
  }
  const out = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const add = j < b.length && (i === a.length || (first === "added" ? dp[i][j + 1] >= dp[i + 1][j] : dp[i][j + 1] > dp[i + 1][j]));
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ kind: "same", item: a[i++] });
      j++;
    } else if (add) {
      out.push({ kind: "added", item: b[j++] });
    } else {
      out.push({ kind: "removed", item: a[i++] });
    }
  }
  return out;
}
function commonEnds(a, b) {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) {
    head++;
  }
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
    tail++;
  }
  return { head, tail };
}

// server/src/core/match/words.ts
function countDifferingWords(quote, source) {
  const steps = diffWords(quote, source);
  const onlyQuote = steps.filter((s) => s.kind === "quote").length;
  const onlySource = steps.filter((s) => s.kind === "source").length;
  return Math.max(onlyQuote, onlySource);
}

// server/src/core/check.ts
function outcomeFor(file, citation, config) {
  return (status, message, extra = {}) => {
    const severity = config.severity[status] ?? defaultSeverity[status];
    return { file, citation, status, severity, message, source: sourceNameOf(citation.target), ...extra };
  };
}
async function checkAgainstCited(file, citation, ctx) {
  const result = outcomeFor(file, citation, ctx.config);
  const early = attributionOutcome(citation, result);
  const hidden = citation.problem ? [] : bidiControlsIn(citation.quote);
  if (hidden.length) {
    return { result: result("hidden_text", `the quote holds ${hidden.length === 1 ? "a bidirectional control" : "bidirectional controls"} (${hidden.join(", ")}): it can display otherwise than the text compared`) };
  }
  const target = citation.target;
  const kind = target && sourceKindOf(target);
  if (early || !target || !kind?.load) {
    return { result: early ?? result("missing_anchor", "citation names no source") };
  }
  const source = await kind.load(target, file, ctx.sources);
  if ("failure" in source) {
    return { result: unreadOutcome(citation, source, result) };
  }
  const pinned = { profile: source.profile, currentPin: source.pin };
  if (citation.version?.startsWith("sha256:") && citation.version !== source.pin) {
    return { result: result("version_mismatch", "the source bytes no longer match the sha256 pin: it changed since it was cited", pinned) };
  }
  const quote = prepareQuote(citation.quote, source.profile, ctx.config);
  if (quote.empty) {
    return { result: result("empty_quote", "quote is empty after normalisation", pinned) };
  }
  const self = await claimsOfSelf(citation, source, file, ctx);
  const regions = eligibleRegions(source, citation.ranges, self);
  if (typeof regions === "string") {
    return { result: result("invalid_range", regions, pinned) };
  }
  const found = locateQuote(regions, quote, source);
  const path20 = source.path;
  const where = citation.ranges ? `the cited range of ${path20}` : source.isExtract ? `the Quotes section of ${path20}` : path20;
  if (found.count > 0 || found.capped) {
    return { result: foundOutcome(citation, found, where, ctx, result, pinned) };
  }
  return missingOutcome(citation, { source, regions, quote, where, self, file }, result, pinned);
}
async function claimsOfSelf(citation, source, file, ctx) {
  const target = citation.target;
  const self = target && await sourceKindOf(target).self?.(target, source, file, ctx.sources);
  if (!self) {
    return void 0;
  }
  let claims = claimsIn.get(source);
  if (!claims) {
    claims = parseNote(source.text, file).citations.map((c) => c.span);
    claimsIn.set(source, claims);
  }
  return self === "now" ? [citation.span, ...claims] : claims;
}
var claimsIn = /* @__PURE__ */ new WeakMap();
function attributionOutcome(citation, result) {
  const target = citation.target;
  if (citation.problem) {
    return result(citation.problem.status, citation.problem.message);
  }
  const unread = target && sourceKindOf(target).unread?.(target);
  return unread && result(unread.status, unread.message);
}
function unreadOutcome(citation, source, result) {
  const pinned = source.pin ? { currentPin: source.pin } : {};
  if (source.pin && citation.version?.startsWith("sha256:") && citation.version !== source.pin) {
    return result("version_mismatch", "the source bytes no longer match the sha256 pin: it changed since it was cited", pinned);
  }
  return result(source.status ?? "source_error", source.failure, pinned);
}
function foundOutcome(citation, found, where, ctx, result, pinned) {
  const base = extend(pinned, { count: found.count, occurrences: found.occurrences.slice(0, maxListed) });
  if (found.capped && found.count === 0) {
    return result("ambiguous", `the elided quote leaves too many places to count in ${where}; quote more context or supply a range`, extend(pinned, { occurrences: [] }));
  }
  if (found.count > 1 || found.capped) {
    const more = `${found.capped ? "at least " : ""}${found.count} time${found.count === 1 ? "" : "s"}`;
    return result("ambiguous", `quote occurs ${more} in ${where}; quote more context or supply a range containing one occurrence`, base);
  }
  const withOmissions = extend(base, { omissions: found.omissions });
  const listed = (words2) => ctx.redact ? `${words2.length} negation(s)` : words2.map((w) => `"${w}"`).join(", ");
  if (found.negations?.length) {
    return result("unsafe_elision", `an elision omits ${listed(found.negations)}: the quote may reverse the source`, withOmissions);
  }
  if (found.replaced?.length) {
    return result("unsafe_elision", `a bracketed insertion stands for source text holding ${listed(found.replaced)}, which it lacks: the quote may reverse the source`, withOmissions);
  }
  if (found.inserted?.length) {
    return result("unsafe_elision", `a bracketed insertion adds ${listed(found.inserted)}, absent from the source text it stands for: the quote may reverse the source`, withOmissions);
  }
  const words = countWords(citation.quote);
  const min = ctx.config.minQuoteWords;
  if (min > 1 && words < min) {
    return result("short_quote", `quote has ${words} word(s), fewer than minQuoteWords (${min}): too little to be evidence`, withOmissions);
  }
  const at = found.occurrences[0];
  if (needsPin(citation, ctx.config)) {
    return result("unpinned", `quote occurs once (${formatLines(at)}), but the citation has no sha256 pin and this project requires one (pins: required)`, withOmissions);
  }
  return result("verified", `quote occurs once in ${where} (${formatLines(at)})`, withOmissions);
}
function missingOutcome(citation, s, result, pinned) {
  const suggestion = nearestPassage(s.regions, s.quote, s.source);
  const miss = extend(pinned, { suggestion });
  if (s.source.isExtract && !s.source.extractSpans()) {
    return { result: result("absent", "the extract has no `## Quotes` section: none of its text is eligible as evidence", extend(miss, { count: 0 })) };
  }
  const outside = missedRange(s.source, citation.ranges, s.self, s.quote);
  if (outside) {
    const listed = extend(miss, { count: 0, occurrences: outside.occurrences.slice(0, maxListed) });
    return {
      result: outside.inQuotes ? result("out_of_range", `quote is not in ${s.where} but occurs ${outside.capped ? `at least ${outside.count} times` : outside.count === 1 ? "once" : `${outside.count} times`} elsewhere in ${s.source.isExtract ? "its Quotes section" : "it"} (${outside.occurrences.slice(0, 3).map(formatLines).join("; ")})`, listed) : result("absent", "quote occurs in the extract but outside the bodies of its Quotes section", listed)
    };
  }
  const near = suggestion ?? (citation.ranges ? nearestPassage(regionsOf(s.source, eligibleSpans(s.source, void 0, s.self), !s.self), s.quote, s.source) : void 0);
  const hint = near ? ` (nearest passage: ${formatLines(near)}${differing(s.quote, near.text)})` : "";
  return {
    result: result("absent", `quote does not occur in ${s.where} nor in any other known source${hint}`, extend(pinned, { suggestion: near, count: 0 })),
    // A file at a commit is not its working copy: the working copy is searched like any other source.
    searchOthers: { quote: citation.quote, cited: (citation.target && sourceKindOf(citation.target).citedAs?.(citation.target, s.source)) ?? s.source.path, file: s.file }
  };
}
function missedRange(source, ranges2, self, quote) {
  if (ranges2) {
    const wider = eligibleSpans(source, void 0, self);
    const found = locateQuote(regionsOf(source, wider, !self), quote, source);
    if (found.count > 0) {
      return extend(found, { inQuotes: true });
    }
  }
  if (source.isExtract) {
    const whole = subtractSpans([{ start: 0, end: source.text.length }], self ?? []);
    const found = locateQuote(whole.map((w) => source.region(w)), quote, source);
    return found.count > 0 ? extend(found, { inQuotes: false }) : void 0;
  }
  return void 0;
}
function withFoundElsewhere(absent, foundIn, config) {
  if (!foundIn.length) {
    return absent;
  }
  const where = foundIn.slice(0, 3).map((f) => `${f.source} (${formatLines(f)})`).join(", ");
  const severity = config.severity.misattributed ?? defaultSeverity.misattributed;
  return extend(absent, { status: "misattributed", severity, message: `quote is not in ${absent.source} but occurs in ${where}`, foundIn });
}
function needsPin(c, config) {
  return config.pins === "required" && formOf(c).pinned && c.target !== void 0 && sourceKindOf(c.target).requiresPin && !c.version;
}
function differing(quote, passage) {
  const n = quote.elided ? 0 : countDifferingWords(quote.text, normalize(passage, quote.profile).text);
  return n ? `; ${n} word${n === 1 ? "" : "s"} differ${n === 1 ? "s" : ""}` : "";
}
async function checkCitation(file, citation, ctx) {
  const verdict = await checkAgainstCited(file, citation, ctx);
  if (!verdict.searchOthers) {
    return verdict.result;
  }
  const [foundIn] = await searchElsewhere([verdict.searchOthers], ctx.knownSources(), ctx.sources, ctx.config, void 0, ctx.isNote);
  return withFoundElsewhere(verdict.result, foundIn, ctx.config);
}

// server/src/core/checkNotes.ts
function localRunner(ctx) {
  return {
    async checkCited(jobs, token2) {
      const out = [];
      for (const [i, job] of jobs.entries()) {
        if (i === 0 || localPath(job) !== localPath(jobs[i - 1])) {
          readAhead(jobs, i, ctx);
        }
        out.push(await checkAgainstCited(job.file, job.citation, ctx));
        if (token2.isCancellationRequested) {
          return void 0;
        }
      }
      return out;
    },
    searchElsewhere: (pending, known, token2) => searchElsewhere(pending, known, ctx.sources, ctx.config, token2, ctx.isNote)
  };
}
function readAhead(jobs, i, ctx) {
  let path20 = localPath(jobs[i]);
  for (let k = i + 1, asked = 0; k < jobs.length && asked < 8; k++) {
    const next = localPath(jobs[k]);
    if (next === path20) {
      continue;
    }
    path20 = next;
    if (next !== void 0) {
      asked++;
      if (!ctx.sources.prefetch(next)) {
        return;
      }
    }
  }
}
function localPath(job) {
  return projectFileOf(job.citation.target);
}
async function checkNotes(notes, ctx, memo, token2, runner = localRunner(ctx)) {
  const results = notes.map((p) => new Array(p.parsed.citations.length));
  const began = memo.generation;
  const todo = [];
  for (const job of jobsBySource(notes)) {
    const known = memo.get(notes[job.n].path, job.c);
    if (known) {
      results[job.n][job.k] = known;
    } else {
      todo.push(job);
    }
  }
  const verdicts = await runner.checkCited(todo.map((j) => ({ file: notes[j.n].path, citation: j.c })), token2);
  if (!verdicts || token2.isCancellationRequested) {
    return void 0;
  }
  const later = [];
  for (const [i, job] of todo.entries()) {
    const verdict = verdicts[i];
    if (verdict.searchOthers) {
      later.push(extend(job, { absent: verdict.result, search: verdict.searchOthers }));
    } else {
      memo.set(verdict.result, began);
      results[job.n][job.k] = verdict.result;
    }
  }
  const foundIn = later.length ? await runner.searchElsewhere(later.map((l) => l.search), ctx.knownSources(), token2) : [];
  if (token2.isCancellationRequested) {
    return void 0;
  }
  for (const [i, { n, k, absent }] of later.entries()) {
    const r = withFoundElsewhere(absent, foundIn[i], ctx.config);
    memo.set(r, began);
    results[n][k] = r;
  }
  return notes.map((note, n) => ({ file: note.path, results: results[n], skipped: note.parsed.skipped.length }));
}
function jobsBySource(notes) {
  const target = (c) => projectFileOf(c.target) ?? "";
  const jobs = notes.flatMap((p, n) => p.parsed.citations.map((c, k) => ({ n, k, c })));
  return jobs.sort((a, b) => target(a.c) < target(b.c) ? -1 : target(a.c) > target(b.c) ? 1 : a.n - b.n || a.k - b.k);
}

// server/src/core/features/completion.ts
var maxFiles = 500;
var pinContext = /---\s*`([^`:]+)(?::[^`]*)?`\s*@\s*`(s[a-z0-9:]*)?$/;
var pathContext = /^(?:\s*>)+\s*---\s*`([^`:]*)$/;
async function completeAttribution(linePrefix, notePath, files, pinOf) {
  const pin = pinContext.exec(linePrefix);
  if (pin) {
    const typed = pin[2] ?? "";
    const target = localTarget(resolveCodePath(pin[1].trim(), notePath));
    const current = target ? await pinOf(target.path) : void 0;
    return current ? [{ kind: "pin", label: current, insertText: current.slice(typed.length) }] : [];
  }
  const path20 = pathContext.exec(linePrefix);
  return path20 ? completePath(path20[1], notePath, files) : [];
}
function completePath(typed, notePath, files) {
  const relative8 = typed.startsWith("./") || typed.startsWith("../");
  const out = [];
  for (const f of files) {
    if (f === notePath) {
      continue;
    }
    const label = relative8 ? relativePosix(dirnamePosix(notePath), f) : f;
    if (label.startsWith(typed)) {
      out.push({ kind: "file", label, insertText: label.slice(typed.length) });
      if (out.length >= maxFiles) {
        break;
      }
    }
  }
  return out;
}

// server/src/core/match/allowances.ts
var singular = /* @__PURE__ */ new Set(["spacing", "letter case", "Markdown emphasis"]);
function whiteSpaceWords(quote, passage) {
  const runs = (s) => s.replace(/[ \t]*\r?\n[ \t]*/g, " ").split(/\S+/).join("|");
  const breaks = /\n/.test(quote + passage);
  const spacing = runs(quote) !== runs(passage);
  return breaks && spacing ? "line breaks and spacing" : breaks ? "line breaks" : "spacing";
}
var entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
var allowances = [
  { words: "HTML entities", profiles: ["prose", "lenient"], fold: (s) => s.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, n) => entities[n]) },
  { words: "invisible formatting characters", profiles: ["prose", "lenient"], fold: (s) => s.replace(new RegExp("\\p{Cf}", "gu"), "") },
  { words: "hyphens at line breaks", profiles: ["prose", "lenient"], fold: (s) => s.replace(new RegExp("(\\p{L})[-\\u2010\\u2011\\u00AD][ \\t]*(?:\\r\\n?|\\n)[ \\t>]*(\\p{L})", "gu"), "$1$2") },
  { words: "character forms such as ligatures", profiles: ["prose", "lenient"], fold: (s) => s.normalize("NFKC") },
  { words: (q, p) => /[\u201C\u201D\u201E\u201F\u2033]/.test(q + p) ? "typographic quotes" : "typographic apostrophes", profiles: ["prose", "lenient"], fold: (s) => s.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"') },
  { words: "dashes", profiles: ["prose", "lenient"], fold: (s) => s.replace(/[\u2010-\u2015\u2212]/g, "-") },
  { words: "ellipsis characters", profiles: ["prose", "lenient"], fold: (s) => s.replace(/\u2026/g, "...") },
  { words: "Markdown emphasis", profiles: ["prose", "lenient"], fold: (s) => s.replace(/(\*\*|__|\*|_)(?=\S)([^*_]*?\S)\1/g, "$2") },
  { words: "letter case", profiles: ["lenient"], fold: (s) => s.toLowerCase() },
  { words: whiteSpaceWords, profiles: ["whitespace", "prose", "lenient"], fold: (s) => s.replace(/\s+/g, " ").trim() }
];
function describeMatch(quote, passage, profile, elided = false) {
  if (quote === passage) {
    return "The quote matches the source character for character.";
  }
  const mine = allowances.filter((a) => a.profiles.includes(profile));
  const foldAll = (s, skip) => mine.reduce((t, a) => a === skip ? t : a.fold(t), s);
  const exact = !elided && foldAll(quote) === foldAll(passage);
  const used = mine.filter((a) => exact ? foldAll(quote, a) !== foldAll(passage, a) : a.fold(quote) !== quote || a.fold(passage) !== passage);
  const parts = used.map((a) => typeof a.words === "string" ? a.words : a.words(quote, passage));
  if (elided) {
    parts.push("the words an elision stands for");
  }
  if (!parts.length) {
    return "The quote matches the source.";
  }
  const list3 = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `${list3[0].toUpperCase()}${list3.slice(1)} ${parts.length === 1 && singular.has(list3) ? "was" : "were"} ignored.`;
}

// server/src/core/features/details.ts
function describeResult(r, sourceText, foundText) {
  const c = r.citation;
  const commit = gitTarget(c.target)?.commit;
  const pin = c.version?.startsWith("sha256:") ? r.status === "version_mismatch" ? "mismatch" : "matches" : commit ? "commit" : formOf(c).pinned ? "none" : void 0;
  const o = r.occurrences?.[0];
  const shown2 = /* @__PURE__ */ new Set(["verified", "unsafe_elision", "unpinned", "short_quote"]);
  const passage = sourceText !== void 0 && r.source && o && shown2.has(r.status) ? mark(r.source, sourceText, o) : void 0;
  const allowed = passage && r.profile ? describeMatch(c.quote, passage.quote, r.profile, (r.omissions ?? []).length > 0) : void 0;
  const f = r.status === "misattributed" ? r.foundIn?.[0] : void 0;
  const elsewhere = r.status === "out_of_range" && sourceText !== void 0 && r.source ? r.occurrences?.[0] : void 0;
  const found = f && foundText !== void 0 && f.start !== void 0 && f.end !== void 0 ? mark(f.source, foundText, { ...f, start: f.start, end: f.end }) : elsewhere && mark(r.source, sourceText, elsewhere);
  const s = r.suggestion;
  const suggestion = s && r.source ? { source: r.source, startLine: s.startLine, endLine: s.endLine, diff: diffWords(c.quote, s.text) } : void 0;
  return { result: r, pin, ...commit ? { commit } : {}, passage, allowed, found, suggestion, omissions: r.omissions ?? [] };
}
function mark(source, text5, o) {
  const lines = new LineIndex(text5);
  return {
    source,
    startLine: o.startLine,
    endLine: o.endLine,
    before: text5.slice(lines.lineStart(o.startLine), o.start),
    quote: text5.slice(o.start, o.end),
    after: text5.slice(o.end, lines.lineEnd(o.endLine))
  };
}

// server/src/core/features/standing.ts
async function currentStanding(r, ctx) {
  const c = r.citation;
  const kind = c.target && sourceKindOf(c.target);
  if (r.status !== "version_mismatch" || !c.target || !kind?.load) {
    return void 0;
  }
  return standingOf((await checkAgainstCited(r.file, { ...c, version: kind.ownVersion?.(c.target), versionSpan: void 0, ranges: void 0 }, ctx)).result);
}
async function headStanding(r, ctx, headOf) {
  const c = r.citation;
  const t = gitTarget(c.target);
  if (r.status !== "verified" || !t) {
    return void 0;
  }
  const head = await headOf(t.repository, r.file);
  if (!head || head.toLowerCase().startsWith(t.commit.toLowerCase())) {
    return void 0;
  }
  const atHead = { ...c, target: { ...t, commit: head }, version: head };
  const same = (await checkAgainstCited(r.file, atHead, ctx)).result;
  if (same.status === "source_error" || same.status === "unverified") {
    return void 0;
  }
  const was = r.occurrences?.[0];
  const o = same.occurrences?.[0];
  if (same.status === "verified" && was && o && o.startLine === was.startLine && o.endLine === was.endLine) {
    return { head, changed: false, count: 1, occurrence: o };
  }
  const whole = c.ranges ? (await checkAgainstCited(r.file, { ...atHead, ranges: void 0 }, ctx)).result : same;
  return { head, changed: true, ...standingOf(whole) };
}
function standingOf(r) {
  const count = r.status === "verified" || r.status === "ambiguous" || r.status === "unpinned" || r.status === "short_quote" ? r.count ?? 0 : 0;
  const o = count === 1 ? r.occurrences?.[0] : void 0;
  return {
    count,
    ...o ? { occurrence: o } : {},
    ...count > 0 && r.occurrences?.length ? { occurrences: r.occurrences.slice(0, 10) } : {},
    ...count === 0 && r.suggestion ? { suggestion: r.suggestion } : {}
  };
}

// server/src/core/features/navigation.ts
function definitionOf(r, sourceText) {
  if (!r.source || projectFileOf(r.citation.target) === void 0) {
    return void 0;
  }
  const o = r.occurrences?.[0] ?? r.suggestion;
  if (!o || sourceText === void 0) {
    return { path: r.source };
  }
  const index2 = new LineIndex(sourceText);
  return { path: r.source, lines: { startLine: o.startLine, endLine: o.endLine, endLineLength: index2.lineEnd(o.endLine) - index2.lineStart(o.endLine) } };
}
function sourceLinks(text5, parsed) {
  return parsed.citations.flatMap((c) => {
    const target = localTarget(c.target);
    if (!target || !c.targetSpan || !formOf(c).ownLine || !text5.startsWith("`", c.targetSpan.start)) {
      return [];
    }
    const first = c.ranges?.[0];
    return [{ span: c.targetSpan, path: target.path, line: first?.kind === "lines" ? first.start : void 0 }];
  });
}

// server/src/core/edits.ts
function applyEdits(text5, edits) {
  let out = text5;
  for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) {
    out = out.slice(0, e.span.start) + e.text + out.slice(e.span.end);
  }
  return out;
}
function lineEndOf(text5) {
  const at = text5.search(/[\r\n]/);
  return at < 0 || text5[at] === "\n" ? "\n" : text5[at + 1] === "\n" ? "\r\n" : "\r";
}
function inNoteLineEnds(noteText, edit) {
  const eol = lineEndOf(noteText);
  return eol === "\n" || !edit.text.includes("\n") ? edit : { span: edit.span, text: edit.text.replace(/(?<!\r)\n/g, eol) };
}

// server/src/core/findSource.ts
var maxSourceCandidates = 10;
async function findSource(req, ctx, quote) {
  const hits = await searchEverySource(req, ctx);
  if (typeof hits === "string") {
    return { kind: hits === "too many" ? "too_short" : "none", message: hits === "too many" ? `quote occurs more than ${maxSourceCandidates} times in the known sources: it is too short to attribute; quote more` : hits };
  }
  if (!hits.length) {
    return { kind: "none", message: "quote does not occur in any known source" };
  }
  const candidates2 = [];
  for (const { source, text: text5, o } of hits) {
    const built = await quote({ source, text: text5.slice(o.start, o.end), from: req.from, pin: req.pin });
    const chosen = built.kind === "ok" ? built.occurrences.find((b) => b.startLine === o.startLine) ?? built.occurrences[0] : void 0;
    if (!chosen || candidates2.some((c) => c.citation === chosen.citation)) {
      continue;
    }
    const lines = new LineIndex(text5);
    const context2 = text5.slice(lines.lineStart(o.startLine), lines.lineEnd(o.endLine)).replace(/\s+/g, " ").trim().slice(0, 200);
    candidates2.push({ source, startLine: chosen.startLine, endLine: chosen.endLine, context: context2, citation: chosen.citation });
  }
  return candidates2.length ? { kind: "ok", candidates: candidates2 } : { kind: "none", message: "quote occurs in a known source, but no citation of it verifies" };
}
async function searchEverySource(req, ctx) {
  const hits = [];
  const preparedBy = /* @__PURE__ */ new Map();
  for (const path20 of ctx.knownSources()) {
    const info = path20 === req.from ? void 0 : await ctx.sources.info(path20);
    if (!info) {
      continue;
    }
    let prepared = preparedBy.get(info.profile);
    if (!prepared) {
      prepared = prepareQuote(req.text, info.profile, ctx.config);
      preparedBy.set(info.profile, prepared);
    }
    if (prepared.empty) {
      return "the quote is empty";
    }
    if (!mayContain(info.words, prepared)) {
      continue;
    }
    const loaded = await ctx.sources.load(path20);
    if ("failure" in loaded) {
      continue;
    }
    const regions = loaded.isExtract ? loaded.extractRegions() : [loaded.wholeRegion()];
    const found = locateQuote(regions, prepared, loaded);
    const whole = found.occurrences.filter((o) => wholeAt(loaded.text, o.start, o.end));
    if (hits.length + whole.length + (found.count - found.occurrences.length) > maxSourceCandidates) {
      return "too many";
    }
    hits.push(...whole.map((o) => ({ source: path20, text: loaded.text, o })));
  }
  return hits;
}
function findUnattributed(text5, notePath) {
  const root2 = parseMarkdown(text5);
  const exclusions = collectExclusions(root2);
  const lines = new LineIndex(text5);
  const quotes = findBlockquoteCitations(text5, root2, lines, exclusions, notePath);
  const unlinked = [];
  const prose = findProseCitations(text5, root2, exclusions, notePath, quotes.map((c) => c.span), unlinked);
  const cited = [...quotes, ...prose].map((c) => c.span);
  const out = [];
  for (const { node: node2, ancestors } of walk(root2)) {
    const span2 = node2.type === "blockquote" && !ancestors.some((a) => a.type === "blockquote" || a.type === "listItem") ? spanOf(node2) : void 0;
    if (!span2 || cited.some((c) => c.start < span2.end && span2.start < c.end) || text5[span2.start] !== ">") {
      continue;
    }
    const first = lines.lineAt(span2.start);
    const last = lines.lineAt(Math.max(span2.start, span2.end - 1));
    const body = [];
    for (let line = first; line <= last; line++) {
      body.push(text5.slice(lines.lineStart(line), lines.lineEnd(line)).replace(/^>[ \t]?/, ""));
    }
    const quote = body.join("\n");
    if (quote.trim() !== "") {
      const blockSpan = { start: lines.lineStart(first), end: lines.lineEnd(last) };
      out.push({ form: "blockquote", quote, quoteSpan: span2, insertAt: blockSpan.end, blockSpan });
    }
  }
  for (const q of unlinked) {
    out.push({ form: "prose", quote: text5.slice(q.start, q.end), quoteSpan: q, insertAt: q.end + 1 });
  }
  return out.sort((a, b) => a.quoteSpan.start - b.quoteSpan.start);
}
async function attribute(notePath, noteText, u, pin, host) {
  const found = await host.findSource({ text: u.quote, from: formNamed(u.form)?.inlineQuote ? notePath : void 0, pin });
  if (found.kind !== "ok") {
    return found;
  }
  const attributions = [];
  for (const candidate of found.candidates) {
    const lines = candidate.startLine === candidate.endLine ? `line ${candidate.startLine}` : `lines ${candidate.startLine}-${candidate.endLine}`;
    const title = `Attribute to ${candidate.source} (${lines})`;
    for (const edits of attributionEdits(u, candidate, notePath)) {
      if (await verifiesAt(host, notePath, noteText, edits, u.quoteSpan)) {
        attributions.push({ candidate, title, edits });
        break;
      }
    }
  }
  return attributions.length ? { kind: "ok", attributions } : { kind: "none", message: "no citation of the quote verifies in this note" };
}
function attributionEdits(u, candidate, notePath) {
  if (formNamed(u.form)?.inlineQuote) {
    const fragment = candidate.startLine === candidate.endLine ? `#L${candidate.startLine}` : `#L${candidate.startLine}-L${candidate.endLine}`;
    let link3 = relativePosix(dirnamePosix(notePath), candidate.source).split("/").map(encodeURIComponent).join("/");
    link3 = link3.replace(/^\.\//, "");
    const name = candidate.source.slice(candidate.source.lastIndexOf("/") + 1).replace(/[[\]]/g, "");
    return [[{ span: { start: u.insertAt, end: u.insertAt }, text: ` ([${name}](${link3}${fragment}))` }]];
  }
  const citation = candidate.citation.replace(/\n$/, "");
  const attributionLine2 = citation.slice(citation.lastIndexOf("\n") + 1);
  const out = [[{ span: { start: u.insertAt, end: u.insertAt }, text: `
${attributionLine2}` }]];
  if (u.blockSpan) {
    out.push([{ span: u.blockSpan, text: citation }]);
  }
  return out;
}
async function verifiesAt(host, notePath, noteText, edits, at) {
  const report = await host.checkNote(notePath, applyEdits(noteText, edits));
  const hit = report?.results.filter((r) => r.citation.span.start < at.end && at.start < r.citation.span.end);
  return Boolean(hit?.length) && hit.every((r) => r.status === "verified");
}

// server/src/core/gitFixes.ts
async function gitFixes(result, host, block, choices) {
  const c = result.citation;
  const target = gitTarget(c.target);
  const out = [];
  if (!target) {
    return out;
  }
  if (result.status === "version_mismatch" && c.versionSpan && result.currentPin) {
    out.push({ title: `Update the pin to ${baseName(target.path)} as it is at this commit`, edits: [{ span: c.versionSpan, text: `\`${result.currentPin}\`` }], preferred: true });
  }
  const recitable = block && formOf(c).ownLine;
  if (recitable) {
    out.push(...await sameCommitFixes(result, target, block, choices, host));
  }
  const head = recitable ? await host.headCommit?.(target.repository, result.file) : void 0;
  if (!head || head.startsWith(target.commit)) {
    return out;
  }
  const { from, paths, rootSlash, locator, link: link3, prefix } = choices;
  const built = await host.quote({ source: target.path, text: c.quote, from, paths, rootSlash, locator, link: link3, prefix, pin: "none", git: { commit: head, repository: target.repository } });
  if (built.kind === "ok" && built.occurrences.length === 1) {
    const citation = built.occurrences[0].citation.replace(/\n$/, "");
    out.push({ title: `Update to the current version of ${baseName(target.path)} (latest commit)`, edits: [{ span: block, text: citation }], preferred: result.status !== "verified" && !out.some((f) => f.preferred) });
    return out;
  }
  if (built.kind === "ok" && built.occurrences.length > 1 && result.status === "verified") {
    for (const [k, o] of built.occurrences.slice(0, 10).entries()) {
      const lines = formatLines(o);
      out.push({ title: `Cite occurrence ${k + 1} in the current version of ${baseName(target.path)} (${lines}, latest commit)`, edits: [{ span: block, text: o.citation.replace(/\n$/, "") }], preferred: k === 0 });
    }
    return out;
  }
  const near = result.status === "verified" ? (await host.atHead?.(result))?.suggestion : void 0;
  const words = near && await host.quote({ source: target.path, text: near.text, from, paths, rootSlash, locator, link: link3, prefix, pin: "none", git: { commit: head, repository: target.repository } });
  const at = words?.kind === "ok" ? words.occurrences.find((o) => o.startLine === near.startLine) ?? (words.occurrences.length === 1 ? words.occurrences[0] : void 0) : void 0;
  if (at) {
    out.push({ title: `Replace with the source's words in the current version of ${baseName(target.path)} (latest commit)`, edits: [{ span: block, text: at.citation.replace(/\n$/, "") }], preferred: true });
  }
  return out;
}
async function sameCommitFixes(result, target, block, choices, host) {
  const wanted = result.status === "ambiguous" || result.status === "out_of_range" && result.occurrences?.length === 1 ? result.occurrences ?? [] : [];
  if (!wanted.length) {
    return [];
  }
  const { from, paths, rootSlash, locator, link: link3, prefix } = choices;
  const built = await host.quote({ source: target.path, text: result.citation.quote, from, paths, rootSlash, locator, link: link3, prefix, pin: "none", git: { commit: target.commit, repository: target.repository } });
  if (built.kind !== "ok") {
    return [];
  }
  const out = [];
  for (const [k, o] of wanted.slice(0, 10).entries()) {
    const at = built.occurrences.find((b) => b.startLine === o.startLine);
    if (at) {
      const title = result.status === "ambiguous" ? `Cite occurrence ${k + 1} (${formatLines(o)})` : `Cite ${formatLines(o)} instead`;
      out.push({ title, edits: [{ span: block, text: at.citation.replace(/\n$/, "") }], preferred: k === 0 });
    }
  }
  return out;
}
function baseName(path20) {
  return path20.slice(path20.lastIndexOf("/") + 1);
}

// server/src/core/leadInFixes.ts
function leadInEdit(c, noteText, blockquoteCitation, bodyOnly) {
  const block = c.leadIn;
  if (!block || noteText.lastIndexOf("\n", block.start - 1) + 1 !== block.start || /^>[ \t]*>/.test(noteText.slice(block.start, block.start + 4))) {
    return void 0;
  }
  const lines = blockquoteCitation.replace(/\n$/, "").split("\n");
  if (bodyOnly) {
    return { span: block, text: leadInBody(lines.slice(0, -1)).join("\n") };
  }
  const group = c.attributionSpan;
  const unmarked = withoutMarker(noteText.slice(group.start, group.end));
  if (unmarked === void 0 || group.end > block.start) {
    return void 0;
  }
  return { span: { start: group.start, end: block.end }, text: unmarked + noteText.slice(group.end, block.start) + lines.join("\n") };
}
function withoutMarker(group) {
  const after = /,[ \t]*[*_~]*verbatim[*_~]*(?=[ \t]*[,)])/i.exec(group);
  if (after) {
    return group.slice(0, after.index) + group.slice(after.index + after[0].length);
  }
  const before = /^\([ \t]*[*_~]*verbatim[*_~]*[ \t]*,[ \t]*/i.exec(group);
  return before ? `(${group.slice(before[0].length)}` : void 0;
}

// server/src/core/safeFixes.ts
var safeFixStatuses = ["unpinned", "version_mismatch", "out_of_range"];
async function safeFixes(notePath, noteText, report, host) {
  let accepted = [];
  for (const result of report.results) {
    if (safeFixStatuses.includes(result.status)) {
      const fix2 = await fixCitation(notePath, noteText, result, host);
      if (fix2) {
        accepted.push(fix2);
      }
    }
  }
  for (let round = 0; round < 3 && accepted.length; round++) {
    const after = await host.checkNote(notePath, applyEdits(noteText, accepted.map((a) => a.edit)));
    const failing = accepted.filter((a) => !after?.results.some((r) => r.citation.span.start === shifted(a.start, accepted) && r.status === "verified"));
    if (!failing.length) {
      break;
    }
    accepted = accepted.filter((a) => !failing.includes(a));
  }
  return accepted;
}
function shifted(offset, fixes) {
  return offset + fixes.filter((f) => f.edit.span.end <= offset).reduce((d, f) => d + f.edit.text.length - (f.edit.span.end - f.edit.span.start), 0);
}
async function fixCitation(notePath, noteText, first, host) {
  const start = first.citation.span.start;
  const titles = [];
  let text5 = noteText;
  let result = first;
  for (let step2 = 0; step2 < 3 && result; step2++) {
    const step1 = await nextEdit(result, text5, host);
    if (!step1) {
      return void 0;
    }
    titles.push(step1.title);
    text5 = applyEdits(text5, [step1.edit]);
    result = (await host.checkNote(notePath, text5))?.results.find((r) => r.citation.span.start === start);
    if (result?.status === "verified") {
      const a = first.citation.attributionSpan;
      const delta = text5.length - noteText.length;
      return { start, status: first.status, title: titles.join(", "), edit: narrow(noteText.slice(a.start, a.end), text5.slice(a.start, a.end + delta), a.start) };
    }
    if (!result || !safeFixStatuses.includes(result.status)) {
      return void 0;
    }
  }
  return void 0;
}
function narrow(before, after, at) {
  const { head: p, tail: s } = commonEnds(before, after);
  return { span: { start: at + p, end: at + before.length - s }, text: after.slice(p, after.length - s) };
}
async function nextEdit(r, text5, host) {
  const c = r.citation;
  if (r.status === "unpinned" && formOf(c).pinned && c.targetSpan && !c.version && r.currentPin) {
    return { title: "add the sha256 pin", edit: { span: { start: c.targetSpan.end, end: c.targetSpan.end }, text: ` @ \`${r.currentPin}\`` } };
  }
  if (r.status === "version_mismatch" && c.versionSpan && r.currentPin && c.version?.startsWith("sha256:")) {
    return { title: "re-pin to the current bytes", edit: { span: c.versionSpan, text: `\`${r.currentPin}\`` } };
  }
  if (r.status === "out_of_range" && r.occurrences?.length === 1 && c.targetSpan && c.ranges?.length && r.source) {
    const o = r.occurrences[0];
    let from = o.startLine;
    let to = o.endLine;
    if (c.ranges[0].kind === "pages") {
      const source = await host.readSourceText(r.source);
      if (source === void 0) {
        return void 0;
      }
      from = pageAt(source, o.start);
      to = pageAt(source, Math.max(o.start, o.end - 1));
    }
    const edit = rangeEdit(text5, c.targetSpan, c.ranges[0].kind, from, to);
    const p = c.ranges[0].kind === "pages" ? "p" : "";
    return edit && { title: `correct the range to ${p}${from === to ? from : `${from}-${to}`}`, edit };
  }
  return void 0;
}
function pageAt(text5, offset) {
  let page = 1;
  for (let i = text5.indexOf("\f"); i >= 0 && i < offset; i = text5.indexOf("\f", i + 1)) {
    page++;
  }
  return page;
}
function rangeEdit(text5, target, kind, from, to) {
  const raw = text5.slice(target.start, target.end);
  if (raw.startsWith("`")) {
    const colon = raw.lastIndexOf(":");
    const close = raw.indexOf("`", 1);
    if (colon < 0 || close < colon) {
      return void 0;
    }
    const p = kind === "pages" ? "p" : "";
    return { span: { start: target.start + colon + 1, end: target.start + close }, text: from === to ? `${p}${from}` : `${p}${from}-${to}` };
  }
  const m = /#L\d+(?:-L?\d+)?(?=\)|>|\s)/.exec(raw);
  if (!m || kind !== "lines") {
    return void 0;
  }
  return { span: { start: target.start + m.index, end: target.start + m.index + m[0].length }, text: from === to ? `#L${from}` : `#L${from}-L${to}` };
}
function lineFragmentEdit(text5, target, from, to) {
  const raw = text5.slice(target.start, target.end);
  const m = /^\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>\n]*)>|([^\s()]+(?:\([^\s()]*\)[^\s()]*)*))/.exec(raw);
  if (!m) {
    return void 0;
  }
  const dest = m[1] ?? m[2];
  if (dest.includes("#")) {
    return /#L\d/.test(dest) ? rangeEdit(text5, target, "lines", from, to) : void 0;
  }
  const at = target.start + m[0].length - (m[1] !== void 0 ? 1 : 0);
  return { span: { start: at, end: at }, text: from === to ? `#L${from}` : `#L${from}-L${to}` };
}

// server/src/core/fixes.ts
var maxOccurrenceFixes = 10;
var wordsTitle = "Replace with the source's words";
async function buildFixes(result, noteText, host) {
  const candidates2 = result.status === "hidden_text" ? hiddenTextFix(result, noteText) : gitTarget(result.citation.target) ? await gitFixes(result, host, blockOf(result.citation, noteText)?.span, writerChoices(result, noteText, "optional")) : await fileFixes(result, noteText, host);
  const before = (await host.checkNote(result.file, noteText))?.results.length ?? 0;
  const verified = [];
  for (const fix2 of candidates2.map((f) => ({ ...f, edits: f.edits.map((e) => inNoteLineEnds(noteText, e)) }))) {
    if (await leavesVerified(fix2, result, noteText, before, host)) {
      verified.push(fix2);
    }
  }
  return verified;
}
function hiddenTextFix(result, noteText) {
  const span2 = result.citation.quoteSpan;
  const written = noteText.slice(span2.start, span2.end);
  const text5 = withoutBidiControls(written);
  return text5 === written ? [] : [{ title: "Remove the hidden direction characters from the quote", edits: [{ span: span2, text: text5 }], preferred: true }];
}
async function fileFixes(result, noteText, host) {
  const candidates2 = [];
  const pinFix = result.status === "version_mismatch" ? await attributionFix(result, noteText, host) : addPinFix(result);
  if (pinFix) {
    candidates2.push(pinFix);
  }
  const passages = await passagesFor(result, host);
  candidates2.push(...[proseWordsFix(result), ...passages.map((p) => proseLinesFix(p, result, noteText))].filter((f) => f !== void 0));
  const choices = writerChoices(result, noteText, host.pins ?? "optional");
  for (const p of passages) {
    const fix2 = await citePassage(p, result, noteText, choices, host);
    if (fix2) {
      candidates2.push({ ...fix2, preferred: p.preferred });
    }
  }
  const inPlace = result.status === "out_of_range" && !candidates2.length ? await attributionFix(result, noteText, host) : void 0;
  return onePreferred(inPlace ? [inPlace] : candidates2, result.status !== "verified");
}
function onePreferred(fixes, failing) {
  const chosen = Math.max(fixes.findIndex((f) => f.preferred), failing ? 0 : -1);
  return fixes.map((f, k) => ({ ...f, preferred: k === chosen ? true : void 0 }));
}
async function attributionFix(result, noteText, host) {
  const [applied] = await safeFixes(result.file, noteText, { file: result.file, results: [result], skipped: 0 }, host);
  if (!applied) {
    return void 0;
  }
  const ranged = /correct the range to (p?)(\S+)/.exec(applied.title);
  const lines = ranged && `${ranged[1] ? "page" : "line"}${ranged[2].includes("-") ? "s" : ""} ${ranged[2]}`;
  const title = result.status !== "version_mismatch" ? `Cite ${lines} instead` : `${currentVersionTitle(result)}${lines ? ` (the quote is now at ${lines})` : ""}`;
  return { title, edits: [applied.edit], preferred: true };
}
function currentVersionTitle(result) {
  return `Update to the current version of ${baseName2(result.source ?? "the source")}`;
}
function baseName2(path20) {
  return path20.slice(path20.lastIndexOf("/") + 1);
}
function proseWordsFix(result) {
  const c = result.citation;
  const s = result.suggestion;
  if (!formOf(c).inlineQuote || result.status !== "absent" || !s || c.quoteSpan.end <= c.quoteSpan.start) {
    return void 0;
  }
  return { title: wordsTitle, edits: [{ span: c.quoteSpan, text: s.text.replace(/[ \t]*\r?\n[ \t]*/g, " ") }], preferred: true };
}
function proseLinesFix(p, result, noteText) {
  const c = result.citation;
  if (!formOf(c).inlineQuote || !p.lines || !c.targetSpan || p.source !== result.source) {
    return void 0;
  }
  const edit = lineFragmentEdit(noteText, c.targetSpan, p.lines.startLine, p.lines.endLine);
  return edit && { title: p.title, edits: [edit], preferred: p.preferred };
}
function addPinFix(result) {
  const c = result.citation;
  const unpinned = result.status === "unpinned" || result.status === "verified" && formOf(c).pinned;
  if (unpinned && !c.version && c.targetSpan && result.currentPin && c.target && sourceKindOf(c.target).requiresPin) {
    return { title: `Pin to the current version of ${baseName2(result.source ?? "the source")}`, edits: [{ span: { start: c.targetSpan.end, end: c.targetSpan.end }, text: ` @ \`${result.currentPin}\`` }], preferred: result.status === "unpinned" };
  }
  return void 0;
}
function writerChoices(result, noteText, pins) {
  const c = result.citation;
  const written = c.targetSpan ? noteText.slice(c.targetSpan.start, c.targetSpan.end) : "";
  const link3 = /^\[((?:[^\]\\]|\\.)*)\]\(\s*(<?)([^)\s>]*)/.exec(written);
  const path20 = written.startsWith("`") ? written.slice(1) : link3?.[3] ?? "";
  const noteRelative = written.startsWith("`") ? /^\s*\.\.?\//.test(path20) : !path20.startsWith("/");
  const pinned = c.version?.startsWith("sha256:") === true || pins === "required";
  const after = Math.max(c.targetSpan?.end ?? 0, c.versionSpan?.end ?? 0);
  const locator = formOf(c).ownLine && after > 0 ? noteText.slice(after, c.attributionSpan.end).replace(/[\r\n]+$/, "") : proseLocator(c, noteText);
  const keptLink = formOf(c).ownLine && link3 ? { text: link3[1], angle: link3[2] === "<", dotSlash: path20.startsWith("./") } : void 0;
  const prefix = formOf(c).ownLine ? blockOf(c, noteText)?.prefix || void 0 : void 0;
  const rootSlash = written.startsWith("`") && /^\s*\//.test(path20) ? true : void 0;
  return { from: result.file, paths: noteRelative ? "note" : "root", rootSlash, pin: pinned ? "sha256" : "none", locator: locator.trim() ? locator : void 0, link: keptLink, prefix };
}
async function passagesFor(result, host) {
  const source = result.source;
  const c = result.citation;
  const out = [];
  if (!source || !localTarget(c.target)) {
    return out;
  }
  if (result.status === "ambiguous") {
    const text5 = await host.readSourceText(source);
    for (const [k, o] of (result.occurrences ?? []).slice(0, maxOccurrenceFixes).entries()) {
      const context2 = text5 === void 0 ? "" : `: ${contextOf(text5, o.start, o.end)}`;
      out.push({ source, start: o.start, end: o.end, lines: o, title: `Cite occurrence ${k + 1} (${formatLines(o)})${context2}` });
    }
  }
  if (result.status === "out_of_range" && result.occurrences?.length === 1) {
    const o = result.occurrences[0];
    out.push({ source, start: o.start, end: o.end, lines: o, title: `Cite ${formatLines(o)} instead`, preferred: true });
  }
  if (result.status === "misattributed") {
    for (const f of (result.foundIn ?? []).slice(0, 3)) {
      if (f.start !== void 0 && f.end !== void 0) {
        out.push({ source: f.source, start: f.start, end: f.end, title: `Cite ${f.source} (${formatLines(f)}) instead` });
      }
    }
  }
  const near = await nearestPassageAt(result, host);
  if (near) {
    out.push(c.leadIn ? { ...near, bodyOnly: true } : near);
    if (c.leadIn) {
      out.push({ ...near, title: `${near.title} and name the source under the quote` });
    }
  }
  if (result.status === "verified" && !formOf(c).ownLine && result.occurrences?.[0]) {
    const o = result.occurrences[0];
    out.push({ source, start: o.start, end: o.end, title: c.leadIn ? "Name the source under the block quote instead" : "Set the quote apart as a block quote" });
  }
  return out;
}
async function nearestPassageAt(result, host) {
  const s = result.suggestion;
  const near = ["absent", "out_of_range", "misattributed"].includes(result.status);
  if (!s || !near || !result.source) {
    return void 0;
  }
  const text5 = await host.readSourceText(result.source);
  const at = text5 === void 0 ? -1 : text5.indexOf(s.text, text5.length ? lineStartOffset(text5, s.startLine) : 0);
  return at < 0 ? void 0 : { source: result.source, start: at, end: at + s.text.length, title: wordsTitle };
}
async function citePassage(p, result, noteText, choices, host) {
  const text5 = await host.readSourceText(p.source);
  if (text5 === void 0) {
    return void 0;
  }
  const built = await host.quote({ ...choices, source: p.source, text: text5.slice(p.start, p.end) });
  if (built.kind === "error") {
    return void 0;
  }
  const startLine = lineOf(text5, p.start);
  const chosen = built.occurrences.find((o) => o.startLine === startLine) ?? built.occurrences[0];
  if (!chosen) {
    return void 0;
  }
  const citation = chosen.citation.replace(/\n$/, "");
  const c = result.citation;
  if (c.leadIn) {
    const edit = leadInEdit(c, noteText, citation, p.bodyOnly ?? false);
    return edit && { title: p.title, edits: [edit] };
  }
  if (formOf(c).inlineQuote) {
    const edit = convertProse(c, noteText, citation);
    const title = result.status === "verified" ? p.title : `${p.title}, set apart as a block quote`;
    return edit ? { title, edits: [edit] } : void 0;
  }
  const block = blockOf(c, noteText);
  return block ? { title: p.title, edits: [{ span: block.span, text: citation }] } : void 0;
}
function convertProse(c, noteText, citation) {
  const paraStart = paragraphStart(noteText, c.span.start);
  const paraEnd = paragraphEnd(noteText, c.span.end);
  if (/^(?:[ \t]|>|[-*+][ \t]|\d+[.)][ \t]|#|\|)/.test(noteText.slice(paraStart, paraStart + 4))) {
    return void 0;
  }
  const group = noteText[c.attributionSpan.start] === "(" && c.attributionSpan.start >= c.span.start;
  let cut = group ? c.attributionSpan.end : c.quoteSpan.end + 1;
  const closing = /^[ \t]*[.!?;:,]/.exec(noteText.slice(cut, paraEnd));
  if (closing) {
    cut += closing[0].length;
  }
  const lead = noteText.slice(paraStart, c.span.start).replace(/[\s,:;—–-]+$/, "");
  const rest = noteText.slice(cut, paraEnd).trim();
  const start = paraStart + lead.length;
  const text5 = `${lead ? ":\n\n" : ""}${citation}${rest ? `

${rest}` : ""}`;
  return { span: { start, end: paraEnd }, text: text5 };
}
function proseLocator(c, noteText) {
  if (noteText[c.attributionSpan.start] !== "(" || !c.targetSpan || c.leadIn) {
    return "";
  }
  const linkText = /^\[((?:[^\]\\]|\\.)*)\]/.exec(noteText.slice(c.targetSpan.start, c.targetSpan.end))?.[1] ?? "";
  const inner = noteText.slice(c.attributionSpan.start + 1, c.targetSpan.start) + linkText + noteText.slice(c.targetSpan.end, c.attributionSpan.end - 1);
  const parts = inner.split(",").map((x) => x.trim()).filter((x) => x !== "" && !/^verbatim$/i.test(x));
  return parts.length ? `\u2014 ${parts.join(", ").replace(/\s+/g, " ")}` : "";
}
async function leavesVerified(fix2, result, noteText, before, host) {
  const next = applyEdits(noteText, fix2.edits);
  const report = await host.checkNote(result.file, next);
  if (!report || report.results.length > before) {
    return false;
  }
  const edit = fix2.edits[0];
  const written = { start: edit.span.start, end: edit.span.start + edit.text.length };
  const touched = report.results.filter((r) => r.citation.span.start < written.end && written.start < r.citation.span.end && formOf(r.citation).blockBody);
  const target = touched.length ? touched : report.results.filter((r) => r.citation.span.start === result.citation.span.start);
  return target.length > 0 && target.every((r) => r.status === "verified");
}
function blockOf(c, noteText) {
  const lines = new LineIndex(noteText);
  const first = lines.lineAt(c.quoteSpan.start);
  const last = lines.lineAt(c.attributionSpan.end - 1);
  const prefix = /^([ \t>]*?)>[ \t]?---/.exec(noteText.slice(lines.lineStart(last), lines.lineEnd(last)))?.[1];
  if (prefix === void 0) {
    return void 0;
  }
  for (let l = first; l <= last; l++) {
    const line = noteText.slice(lines.lineStart(l), lines.lineEnd(l));
    if (!line.startsWith(prefix) || !/^> ?(?:[^>]|$)/.test(line.slice(prefix.length))) {
      return void 0;
    }
  }
  return { span: { start: lines.lineStart(first), end: lines.lineEnd(last) }, prefix };
}
function contextOf(text5, start, end) {
  let before = text5.slice(Math.max(0, start - 24), start).replace(/\s+/g, " ");
  if (start > 24) {
    before = before.replace(/^\S*\s?/, "");
  }
  let after = text5.slice(end, end + 24).replace(/\s+/g, " ");
  if (end + 24 < text5.length) {
    after = after.replace(/\s?\S*$/, "");
  }
  const quote = text5.slice(start, end).replace(/\s+/g, " ");
  const middle = quote.length > 30 ? `${quote.slice(0, 14)}\u2026${quote.slice(-14)}` : quote;
  return `\u2026${before.trimStart()}[${middle}]${after.trimEnd()}\u2026`;
}
function paragraphStart(text5, from) {
  const before = text5.slice(0, from);
  const blank = /\n[ \t]*\n/g;
  let start = 0;
  for (let m = blank.exec(before); m; m = blank.exec(before)) {
    start = m.index + m[0].length;
  }
  return start;
}
function paragraphEnd(text5, from) {
  const blank = /\n[ \t]*(?:\n|$)/g;
  blank.lastIndex = from;
  const m = blank.exec(text5);
  return m ? m.index : text5.length;
}
function lineOf(text5, offset) {
  let line = 1;
  for (let i = text5.indexOf("\n"); i >= 0 && i < offset; i = text5.indexOf("\n", i + 1)) {
    line++;
  }
  return line;
}
function lineStartOffset(text5, line) {
  let offset = 0;
  for (let k = 1; k < line; k++) {
    const next = text5.indexOf("\n", offset);
    if (next < 0) {
      return offset;
    }
    offset = next + 1;
  }
  return offset;
}
function renameEdits(noteText, notePath, citations, oldPath, newPath) {
  const edits = [];
  for (const c of citations) {
    if (localTarget(c.target)?.path !== oldPath || !c.targetSpan) {
      continue;
    }
    const raw = noteText.slice(c.targetSpan.start, c.targetSpan.end);
    const noteDir = dirnamePosix(notePath);
    if (raw.startsWith("`")) {
      const m = /^`([^`:]*)/.exec(raw);
      const written = m[1].trim();
      const replacement = written.startsWith("./") || written.startsWith("../") ? relativePosix(noteDir, newPath) : written.startsWith("/") ? `/${newPath}` : newPath;
      const at = c.targetSpan.start + 1 + m[1].indexOf(written);
      edits.push({ span: { start: at, end: at + written.length }, text: replacement });
    } else {
      const edit = renameLinkEdit(raw, c.targetSpan.start, noteDir, newPath);
      if (edit) {
        edits.push(edit);
      }
    }
  }
  return edits;
}
function renameLinkEdit(raw, at, noteDir, newPath) {
  const m = /\]\(\s*(?:<([^>\n]*)>|([^\s()]+(?:\([^\s()]*\)[^\s()]*)*))/.exec(raw);
  if (!m) {
    return void 0;
  }
  const angle = m[1] !== void 0;
  const dest = m[1] ?? m[2];
  const written = dest.replace(/[?#].*$/, "");
  let replacement = written.startsWith("/") ? `/${newPath}` : relativePosix(noteDir, newPath);
  if (!written.startsWith("./") && !written.startsWith("/") && replacement.startsWith("./")) {
    replacement = replacement.slice(2);
  }
  const start = at + m.index + m[0].length - dest.length - (angle ? 1 : 0);
  return { span: { start, end: start + written.length }, text: escapeLinkPath(replacement, angle) };
}

// server/src/core/quote.ts
var maxQuoteOccurrences = 10;
async function buildQuote(req, ctx) {
  const form = req.form === void 0 ? void 0 : formNamed(req.form);
  if (req.form !== void 0 && !form?.write) {
    return { kind: "error", message: `the constructor writes no form named "${req.form}" (it writes ${writtenForms().join(", ")})` };
  }
  const rewrite = form?.write?.rewrite;
  if (!form || !rewrite) {
    return buildBlockquote(req, ctx);
  }
  const built = await buildBlockquote({ ...req, pin: form.write.pin ? req.pin : "none" }, ctx);
  if (built.kind === "error") {
    return built;
  }
  const notePath = req.from ?? ".verbatim-quote.md";
  const out = [];
  for (const o of built.occurrences) {
    const citation = rewrite(o.citation, o, req);
    const parsed = parseNote(citation, notePath).citations;
    const result = parsed.length === 1 && formOf(parsed[0]) === form ? await checkCitation(notePath, parsed[0], ctx) : void 0;
    if (result?.status !== "verified") {
      return { kind: "error", message: `occurrence ${o.occurrence} (line ${o.startLine}): the passage cannot be written as a ${form.name}${result ? ` (it would be ${result.status})` : ""}; use the blockquote form` };
    }
    out.push({ ...o, citation });
  }
  return { kind: "ok", occurrences: out };
}
async function buildBlockquote(req, ctx) {
  const loaded = req.git ? await ctx.sources.loadGit({ kind: "git", repository: req.git.repository, commit: req.git.commit, path: req.source }, req.from ?? req.source) : await ctx.sources.load(req.source);
  if ("failure" in loaded) {
    return { kind: "error", message: loaded.failure };
  }
  const selection = normalize(req.text, selectionProfile).text;
  if (selection === "") {
    return { kind: "error", message: "the selection is empty" };
  }
  const whole = loaded.whole(selectionProfile);
  const hits = findAll(whole.text, selection, maxQuoteOccurrences + 1);
  if (hits.length === 0) {
    return { kind: "error", message: `the selection does not occur in ${req.source}` };
  }
  if (hits.length > maxQuoteOccurrences) {
    return { kind: "error", message: `the selection occurs more than ${maxQuoteOccurrences} times in ${req.source}; choose a longer quote` };
  }
  if (/[\r\n]/.test(`${req.locator ?? ""}${req.link?.text ?? ""}`)) {
    return { kind: "error", message: "the locator and the link text must be one line" };
  }
  if (req.prefix !== void 0 && !/^[ \t>]*$/.test(req.prefix)) {
    return { kind: "error", message: "the prefix may hold only spaces, tabs and >" };
  }
  const layout = { attribution: attributionWriter(req, loaded.pin, loaded.isPdf ? pageOfLine(loaded.text) : void 0), locator: locatorText(req.locator), prefix: req.prefix ?? "" };
  const notePath = req.from ?? ".verbatim-quote.md";
  const out = [];
  for (const [k, hit] of hits.entries()) {
    const o = toOriginalSpan(whole, hit, hit + selection.length);
    const [start, end] = snapToWords(loaded.text, o.start, o.end);
    const built = await growUntilVerified(loaded, start, end, layout, notePath, ctx);
    if (typeof built === "string") {
      return { kind: "error", message: `occurrence ${k + 1} (line ${loaded.lines.lineAt(o.start)}): ${built}` };
    }
    if (!out.some((prior) => prior.citation === built.citation)) {
      out.push({ occurrence: k + 1, ...built });
    }
  }
  return { kind: "ok", occurrences: out };
}
function citedPathStyle(req) {
  return req.from !== void 0 && (req.paths ?? "note") === "note" ? "note" : "root";
}
function citedPath(req) {
  return citedPathStyle(req) === "note" ? relativePosix(dirnamePosix(req.from), req.source) : `${req.rootSlash ? "/" : ""}${req.source}`;
}
function attributionWriter(req, pin, pages) {
  const git = req.git;
  const link3 = req.link;
  if (git?.repository) {
    const url = (p) => `${blobUrl(git.repository, git.commit, req.source)}${lineAnchor(p)}`;
    return link3 ? (p) => `[${link3.text}](${url(p)})` : url;
  }
  const version2 = git ? git.commit : req.pin === "sha256" ? pin : void 0;
  const pinned = version2 ? ` @ \`${version2}\`` : "";
  if (link3 && !pages) {
    const path21 = linkedPath(req, link3.dotSlash ?? true);
    return (p) => `[${link3.text}](${markdownLinkDestination(`${path21}${lineAnchor(p)}`, link3.angle ?? false)})${pinned}`;
  }
  const path20 = citedPath(req);
  const range = pages ? (p) => formatRange({ startLine: pages(p.startLine), endLine: pages(p.endLine) }).replace(/^/, "p") : formatRange;
  return (p) => `\`${path20}:${range(p)}\`${pinned}`;
}
function lineAnchor(p) {
  return `#L${p.startLine}${p.endLine === p.startLine ? "" : `-L${p.endLine}`}`;
}
function linkedPath(req, dotSlash) {
  if (citedPathStyle(req) === "root") {
    return `/${req.source}`;
  }
  const relative8 = citedPath(req);
  return !dotSlash && relative8.startsWith("./") ? relative8.slice(2) : relative8;
}
function locatorText(locator) {
  if (locator === void 0 || locator.trim() === "") {
    return void 0;
  }
  const written = locator.trimEnd();
  return /^[\s,;:.)]/u.test(written) ? written : ` ${written}`;
}
function writeCitation(body, place2, layout) {
  const p = layout.prefix;
  const quote = body.map((line) => line === "" ? `${p}>` : `${p}> ${line}`).join("\n");
  return `${quote}
${p}> --- ${layout.attribution(place2)}${layout.locator ?? ""}
`;
}
async function growUntilVerified(source, start, end, layout, notePath, ctx) {
  const startLine = source.lines.lineAt(start);
  const endLine = source.lines.lineAt(Math.max(start, end - 1));
  const min = source.lines.lineStart(startLine);
  const max = source.lines.lineEnd(endLine);
  const typography = profileRules[source.profile].typography;
  for (; ; ) {
    const [from, to] = passageEdges(source.text, start, end, typography);
    const body = source.text.slice(from, to).replace(/\r\n?/g, "\n").replace(/\f/g, "").split("\n");
    if (body.some((line) => line.startsWith("---"))) {
      return "the passage would contain an attribution line (a line starting with ---)";
    }
    const citation = writeCitation(body, { startLine, endLine }, layout);
    const parsed = parseNote(citation, notePath).citations;
    if (parsed.length !== 1) {
      return "the passage holds Markdown that would break its blockquote; select less or cite it by hand";
    }
    const result = await checkCitation(notePath, parsed[0], ctx);
    if (result.status === "verified") {
      return {
        startLine,
        endLine,
        startOffset: codePointLength(source.text, 0, from),
        endOffset: codePointLength(source.text, 0, to),
        citation
      };
    }
    const halfPair = typography && result.status !== "short_quote" && /[*_]/.test(body.join(""));
    if (result.status !== "ambiguous" && result.status !== "short_quote" && !halfPair) {
      return `the citation would be ${result.status}: ${result.message}`;
    }
    if (result.status === "short_quote") {
      return `the selection has fewer words than minQuoteWords (${ctx.config.minQuoteWords}); select more text`;
    }
    if (start <= min && end >= max) {
      return "the passage cannot be made unique within its lines; select more text";
    }
    if (end < max) {
      end = Math.min(max, snapToWords(source.text, start, end + (isHigh(source.text.charCodeAt(end)) ? 2 : 1))[1]);
    } else {
      start = Math.max(min, snapToWords(source.text, start - (isLow(source.text.charCodeAt(start - 1)) ? 2 : 1), end)[0]);
    }
  }
}
function passageEdges(text5, start, end, typography) {
  const delimiter2 = (i) => text5[i] === "*" || text5[i] === "_";
  if (!typography || !(delimiter2(start) || delimiter2(end - 1))) {
    return [start, end];
  }
  const paired = new Set(emphasisDelimiters(text5.slice(start, end)));
  let from = start;
  let to = end;
  while (from < to && delimiter2(from) && !paired.has(from - start)) {
    from++;
  }
  while (to > from && delimiter2(to - 1) && !paired.has(to - 1 - start)) {
    to--;
  }
  return from < to ? [from, to] : [start, end];
}
function isHigh(code3) {
  return code3 >= 55296 && code3 <= 56319;
}
function isLow(code3) {
  return code3 >= 56320 && code3 <= 57343;
}

// server/src/core/resolve/profiles.ts
var import_posix = __toESM(require_posix());
var codeExtensions = /* @__PURE__ */ new Set([
  "ts",
  "tsx",
  "js",
  "jsx",
  "mjs",
  "cjs",
  "py",
  "pyi",
  "rb",
  "go",
  "rs",
  "java",
  "kt",
  "kts",
  "scala",
  "c",
  "h",
  "cc",
  "cpp",
  "cxx",
  "hpp",
  "hh",
  "cs",
  "fs",
  "swift",
  "m",
  "mm",
  "php",
  "sh",
  "bash",
  "zsh",
  "fish",
  "ps1",
  "pl",
  "pm",
  "lua",
  "r",
  "jl",
  "sql",
  "yaml",
  "yml",
  "toml",
  "json",
  "jsonc",
  "xml",
  "css",
  "scss",
  "less",
  "html",
  "vue",
  "svelte",
  "ex",
  "exs",
  "erl",
  "hs",
  "ml",
  "mli",
  "clj",
  "dart",
  "zig",
  "nim",
  "tf",
  "proto",
  "gradle",
  "ini",
  "cfg"
]);
var codeHosts = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|git\.sr\.ht|sr\.ht)\//i;
function createProfileResolver(config) {
  const rules = config.profiles.map((r) => ({ test: (0, import_posix.default)(r.glob, { dot: true }), profile: r.profile }));
  return (path20, text5, fromGit = false, fallback) => {
    if (config.strict) {
      return "exact";
    }
    for (const rule of rules) {
      if (rule.test(path20)) {
        return rule.profile;
      }
    }
    if (fallback) {
      return fallback;
    }
    const ext = /\.([^./]+)$/.exec(path20)?.[1]?.toLowerCase();
    if (fromGit || ext && codeExtensions.has(ext)) {
      return "whitespace";
    }
    const front = frontMatter(text5);
    if (front && (/^genre:\s*["']?code-repository["']?\s*$/m.test(front) || /^source:\s*["']?(\S+?)["']?\s*$/m.exec(front)?.[1]?.match(codeHosts))) {
      return "whitespace";
    }
    return "prose";
  };
}
function frontMatter(text5) {
  const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?$/m.exec(text5.slice(0, 8192));
  return m && m.index === 0 ? m[1] : void 0;
}

// server/src/core/state/citationIndex.ts
var CitationIndex = class {
  /** note → local sources it cites. */
  #cites = /* @__PURE__ */ new Map();
  /** source → number of notes citing it. */
  #citers = /* @__PURE__ */ new Map();
  /** Notes citing a PDF read from Git: a stored render is their text too, so a new render rechecks them. */
  #gitPdfCiters = /* @__PURE__ */ new Set();
  /** Records what a note cites now; true when the set of cited sources changed. */
  updateNote(note, citations) {
    return this.updateTargets(note, citations.flatMap((c) => projectFileOf(c.target) ?? []), citesGitPdf(citations));
  }
  /** Notes citing a PDF at a commit. */
  gitPdfCiters() {
    return [...this.#gitPdfCiters];
  }
  /**
   * Records the local sources a note cites now, and whether it cites a PDF
   * at a commit; true when the set of cited sources changed.
   */
  updateTargets(note, targets, gitPdf) {
    const changed = this.#updateTargets(note, targets);
    if (gitPdf) {
      this.#gitPdfCiters.add(note);
    } else {
      this.#gitPdfCiters.delete(note);
    }
    return changed;
  }
  #updateTargets(note, targets) {
    const next = new Set(targets);
    const before = this.#cites.get(note);
    if (before && before.size === next.size && [...next].every((p) => before.has(p))) {
      return false;
    }
    const changed = this.#forget(note);
    this.#cites.set(note, next);
    let added = false;
    for (const p of next) {
      const n = this.#citers.get(p) ?? 0;
      this.#citers.set(p, n + 1);
      added ||= n === 0;
    }
    return changed || added;
  }
  /** Forgets a note (deleted, or no longer a note); true when the set of cited sources changed. */
  removeNote(note) {
    return this.#forget(note);
  }
  /** Notes citing a source, in the order they were indexed. */
  citers(source) {
    return [...this.#cites].filter(([, s]) => s.has(source)).map(([n]) => n);
  }
  /** Every source cited by some note. */
  sources() {
    return this.#citers.keys();
  }
  #forget(note) {
    this.#gitPdfCiters.delete(note);
    const before = this.#cites.get(note);
    this.#cites.delete(note);
    let removed = false;
    for (const p of before ?? []) {
      const n = this.#citers.get(p) - 1;
      if (n === 0) {
        this.#citers.delete(p);
        removed = true;
      } else {
        this.#citers.set(p, n);
      }
    }
    return removed;
  }
};
function citesGitPdf(citations) {
  return citations.some((c) => c.target !== void 0 && sourceKindOf(c.target).renderedElsewhere(c.target) !== void 0);
}

// server/src/core/state/parserCache.ts
var maxParsers = 256;
var ParserCache = class {
  #parsers = /* @__PURE__ */ new Map();
  parse(notePath, text5) {
    let entry = this.#parsers.get(notePath);
    if (entry) {
      this.#parsers.delete(notePath);
    } else {
      entry = { parser: new IncrementalParser(notePath) };
      if (this.#parsers.size >= maxParsers) {
        this.#parsers.delete(this.#parsers.keys().next().value);
      }
    }
    this.#parsers.set(notePath, entry);
    if (entry.text !== text5 || !entry.parsed) {
      entry.parsed = entry.parser.parse(text5);
      entry.text = text5;
    }
    return entry.parsed;
  }
  forget(notePath) {
    this.#parsers.delete(notePath);
  }
};

// server/src/core/state/resultMemo.ts
var ResultMemo = class {
  #kept = /* @__PURE__ */ new Map();
  /** Bumped by every clear: a check that began before must not store what it read from old bytes. */
  #generation = 0;
  /** Results reused since the memo was made, for logs and tests. */
  hits = 0;
  /** False for a memo that keeps nothing: a one-shot batch, where keys and kept copies of 20,000 results were time and memory for no reuse. */
  #keeps;
  constructor(keeps = true) {
    this.#keeps = keeps;
  }
  get(file, citation) {
    const key = this.#keeps ? keyOf(citation) : void 0;
    const kept2 = key === void 0 ? void 0 : this.#kept.get(key);
    if (kept2) {
      this.hits++;
    }
    return kept2 && extend(kept2, { file, citation });
  }
  /** The current generation, to hand back to `set` when the check that began now finishes. */
  get generation() {
    return this.#generation;
  }
  /** Keeps a result, unless the memo was cleared since `since` (the check read bytes that have changed). */
  set(result, since = this.#generation) {
    const key = this.#keeps ? keyOf(result.citation) : void 0;
    if (key !== void 0 && since === this.#generation) {
      const { file: _file, citation: _citation, ...kept2 } = result;
      this.#kept.set(key, kept2);
    }
  }
  clear() {
    this.#kept.clear();
    this.#generation++;
  }
  get size() {
    return this.#kept.size;
  }
};
function keyOf(c) {
  return c.problem ? void 0 : JSON.stringify([c.form, c.quote, c.target, c.ranges, c.version]);
}

// server/src/core/workspace.ts
var nullLogger = { log: () => void 0 };

// server/src/core/manager.ts
function noteMatcher(config) {
  const included = (0, import_posix2.default)(config.include);
  const excluded = config.exclude.length ? (0, import_posix2.default)(config.exclude, { dot: true }) : () => false;
  return (path20) => included(path20) && !excluded(path20);
}
var CheckManager = class {
  config;
  #logger;
  #sources;
  #git;
  #parsers = new ParserCache();
  #index = new CitationIndex();
  #memo;
  #isSource;
  #ctx;
  #files = [];
  #globbed = [];
  #known;
  /** Who runs batch checks (`checkNotes`); this thread unless a host hands in a pool. */
  #runner;
  constructor(init) {
    this.config = init.config;
    this.#logger = init.logger ?? nullLogger;
    this.#memo = new ResultMemo(init.rememberResults ?? true);
    const isExtract = (0, import_posix2.default)(init.config.extractFiles, { dot: true });
    this.#isSource = init.config.sources.length ? (0, import_posix2.default)(init.config.sources, { dot: true }) : () => false;
    const profileOf = createProfileResolver(init.config);
    this.#git = new GitResolver(init.workspace, init.config);
    this.#sources = new SourceCache(init.workspace, init.config.maxSourceBytes, profileOf, isExtract, {
      git: this.#git,
      autoRender: init.config.renders === "auto",
      displayPath: init.displayPath
    });
    this.#sources.setBudget(init.sourceBudgetBytes ?? 256 * 1024 * 1024);
    this.#ctx = {
      config: init.config,
      sources: this.#sources,
      logger: this.#logger,
      redact: init.redact,
      knownSources: () => this.#known ??= [.../* @__PURE__ */ new Set([...this.#index.sources(), ...this.#globbed])].sort(),
      isNote: noteMatcher(init.config)
    };
  }
  /** Finds the citations of a note (through the parser cache). Pure; never throws. */
  parse(notePath, text5) {
    return this.#parsers.parse(notePath, text5);
  }
  /** A note's text is now `text`: indexes what it cites; returns its parse. */
  updateNote(notePath, text5) {
    const parsed = this.parse(notePath, text5);
    this.indexNote(notePath, parsed);
    return parsed;
  }
  /** Indexes what a note cites from its parse, made elsewhere (a worker thread of a batch check). */
  indexNote(notePath, parsed) {
    if (this.#index.updateNote(notePath, parsed.citations)) {
      this.#knownChanged();
    }
  }
  /** Indexes what an unchanged note cites without reading it (a persistent cache remembered its targets, and whether it cites a PDF at a commit). */
  indexTargets(notePath, targets, gitPdf = false) {
    if (this.#index.updateTargets(notePath, targets, gitPdf)) {
      this.#knownChanged();
    }
  }
  /** Keeps sketches of the sources read, and rules sources out of searches by those kept earlier (a persistent cache); off by default. */
  useSketches(store) {
    this.#sources.setSketches(store);
  }
  /** Keeps the sketch of a source that a worker thread read, as if read here (`useSketches`). */
  keepSketch(path20, kept2) {
    this.#sources.keepSketch(path20, kept2);
  }
  /** Every source searched for `misattributed`: the cited ones and those the `sources` globs select. */
  knownSources() {
    return this.#ctx.knownSources();
  }
  /** A note is gone (deleted, or no longer a note). */
  removeNote(notePath) {
    this.#parsers.forget(notePath);
    if (this.#index.removeNote(notePath)) {
      this.#knownChanged();
    }
  }
  /** Notes that cite a source. */
  citers(source) {
    if (source.startsWith(`${rendersFolder}/`)) {
      return [.../* @__PURE__ */ new Set([...[...this.#index.sources()].filter((s) => isDocumentPath(s)).flatMap((s) => this.#index.citers(s)), ...this.#index.gitPdfCiters()])];
    }
    return this.#index.citers(source);
  }
  /** The project's files: completion offers them, and those matching `sources` are searched for `misattributed`. */
  setProjectFiles(paths) {
    this.#files = [...paths];
    const next = this.#files.filter((p) => this.#isSource(p));
    if (next.length !== this.#globbed.length || next.some((p, k) => p !== this.#globbed[k])) {
      this.#globbed = next;
      this.#knownChanged();
    }
  }
  /** Results the memo holds, for tests and logs. */
  get memoSize() {
    return this.#memo.size;
  }
  get files() {
    return this.#files;
  }
  /** A file changed on disk or in an editor: forget what was read of it. */
  sourceChanged(path20) {
    if (this.#sources.invalidate(path20)) {
      this.#clearMemo("source_changed");
    }
  }
  /** Indexes and checks a note. */
  async checkNote(notePath, text5, token2) {
    const parsed = this.updateNote(notePath, text5);
    const hits = this.#memo.hits;
    const report = (await checkNotes([{ path: notePath, parsed }], this.#ctx, this.#memo, token2))?.[0];
    if (report) {
      this.#logger.log("debug", "note.checked", { file: notePath, citations: report.results.length, skipped: report.skipped, reused: this.#memo.hits - hits });
    }
    return report;
  }
  /** Indexes and checks many notes at once, source by source (see `checkNotes`). */
  async checkNotes(notes, token2) {
    const parsed = notes.map((n) => ({ path: n.path, parsed: n.parsed ?? this.updateNote(n.path, n.text) }));
    const hits = this.#memo.hits;
    const reports = await checkNotes(parsed, this.#ctx, this.#memo, token2, this.#runner);
    if (reports) {
      const citations = reports.reduce((n, r) => n + r.results.length, 0);
      this.#logger.log("debug", "notes.checked", { notes: notes.length, citations, reused: this.#memo.hits - hits });
    }
    return reports;
  }
  /** Batch checks (`checkNotes`) run on `runner` from now on (a pool of workers); undefined for this thread. */
  runBatchesOn(runner) {
    this.#runner = runner;
  }
  /** The two phases of a check run in this thread, for a worker of a pool to serve. */
  localRunner() {
    return localRunner(this.#ctx);
  }
  /** The results of a note's text as it is now, without indexing it: for hover, lenses and other read-only requests. */
  async results(notePath, text5, token2) {
    const reports = await checkNotes([{ path: notePath, parsed: this.parse(notePath, text5) }], this.#ctx, this.#memo, token2);
    return reports?.[0]?.results ?? [];
  }
  /** The checked citation under an offset of a note. */
  async resultAt(notePath, text5, offset, token2) {
    const within = (s) => s !== void 0 && offset >= s.start && offset <= s.end;
    return (await this.results(notePath, text5, token2)).find((r) => within(r.citation.span) || r.citation.leadIn && within(r.citation.attributionSpan));
  }
  /** What a hover shows of the citation under an offset (read-only). */
  async details(notePath, text5, offset, token2) {
    const r = await this.resultAt(notePath, text5, offset, token2);
    if (!r) {
      return void 0;
    }
    const source = r.source && projectFileOf(r.citation.target) !== void 0 ? await this.readSource(r.source) : void 0;
    const found = r.status === "misattributed" && r.foundIn?.[0] ? await this.readSource(r.foundIn[0].source) : void 0;
    return { ...describeResult(r, source?.text, found?.text), current: await this.currentStanding(r), head: await this.headStanding(r) };
  }
  /** Where the quote of a `version_mismatch` stands in the source's current bytes (read-only). */
  currentStanding(r) {
    return currentStanding(r, this.#ctx);
  }
  /** A verified citation at a commit older than HEAD, seen from HEAD (read-only). */
  headStanding(r) {
    return headStanding(r, this.#ctx, (repository, notePath) => this.#git.head(repository, notePath));
  }
  /** Where the citation under an offset leads in its source (read-only). */
  async definition(notePath, text5, offset, token2) {
    const r = await this.resultAt(notePath, text5, offset, token2);
    return r?.source ? definitionOf(r, (await this.readSource(r.source))?.text) : void 0;
  }
  /** Links from attribution paths to their sources. */
  links(notePath, text5) {
    return sourceLinks(text5, this.parse(notePath, text5));
  }
  /** Completions of an attribution at the end of `linePrefix`. */
  complete(notePath, linePrefix) {
    return completeAttribution(linePrefix, notePath, this.#files, async (path20) => (await this.readSource(path20))?.pin);
  }
  /** Edits of every note citing `oldPath` so it cites `newPath` (a source is being renamed). */
  async renameEdits(oldPath, newPath, textOf) {
    const out = /* @__PURE__ */ new Map();
    for (const note of this.citers(oldPath)) {
      const text5 = await textOf(note);
      const edits = text5 === void 0 ? [] : renameEdits(text5, note, this.parse(note, text5).citations, oldPath, newPath);
      if (edits.length) {
        out.set(note, edits);
      }
    }
    return out;
  }
  /** The whole source lines `startLine..endLine`, trimmed and cut to `maxLength`: context for a menu. */
  async excerpt(path20, startLine, endLine, maxLength = 200) {
    const text5 = (await this.readSource(path20))?.text;
    if (text5 === void 0) {
      return "";
    }
    const lines = new LineIndex(text5);
    return text5.slice(lines.lineStart(startLine), lines.lineEnd(endLine)).trim().slice(0, maxLength);
  }
  /** The citation constructor. */
  quote(request) {
    return buildQuote(request, this.#ctx);
  }
  /** A source as read for checking: its text and `sha256:` pin, or undefined when it cannot be read. */
  async readSource(path20) {
    const loaded = await this.#sources.load(path20);
    return "failure" in loaded ? void 0 : { text: loaded.text, pin: loaded.pin };
  }
  /** A file at a Git commit as read for checking (a Git citation's source), or undefined when it cannot be read. */
  async readGit(target, notePath) {
    const loaded = await this.#sources.loadGit(target, notePath);
    return "failure" in loaded ? void 0 : loaded.text;
  }
  /** Quick fixes for a checked citation of the note `text`; each is verified, without indexing, before it is returned. */
  fixes(result, text5) {
    return buildFixes(result, text5, {
      quote: (request) => this.quote(request),
      readSourceText: async (path20) => (await this.readSource(path20))?.text,
      headCommit: (repository, notePath) => this.#git.head(repository, notePath),
      atHead: (r) => this.headStanding(r),
      checkNote: async (notePath, noteText) => ({ file: notePath, results: await this.results(notePath, noteText, noopToken), skipped: 0 }),
      pins: this.config.pins
    });
  }
  /** Searches every known source but `from` for a quote; each occurrence becomes a constructor citation. */
  findSource(request) {
    return findSource(request, this.#ctx, (r) => this.quote(r));
  }
  /** The quotes of a note that name no source (blockquotes with no attribution, marked quotes with no link). */
  unattributed(notePath, text5) {
    return findUnattributed(text5, notePath);
  }
  /** Edits that attribute a quote to each source it occurs in; each is checked, without indexing, to leave a verified citation. */
  attribute(notePath, text5, quote, pin) {
    return attribute(notePath, text5, quote, pin, {
      findSource: (request) => this.findSource(request),
      checkNote: (p, t) => this.#readOnlyReport(p, t)
    });
  }
  /** The fixes of a checked note that keep the writer's words (`verbatim fix`), each re-checked without indexing. */
  safeFixes(notePath, text5, report) {
    return safeFixes(notePath, text5, report, {
      checkNote: (p, t) => this.#readOnlyReport(p, t),
      readSourceText: async (path20) => (await this.readSource(path20))?.text
    });
  }
  async #readOnlyReport(notePath, text5) {
    return { file: notePath, results: await this.results(notePath, text5, noopToken), skipped: 0 };
  }
  #knownChanged() {
    this.#known = void 0;
    this.#clearMemo("known_sources_changed");
  }
  #clearMemo(reason) {
    if (this.#memo.size > 0) {
      this.#logger.log("debug", "memo.cleared", { reason, results: this.#memo.size });
    }
    this.#memo.clear();
  }
};
function createChecker(init) {
  return new CheckManager(init);
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text5, ignoreTrivia = false) {
  const len = text5.length;
  let pos = 0, value = "", tokenOffset = 0, token2 = 16, lineNumber = 0, lineStartOffset2 = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text5.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token2 = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text5.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text5.length && isDigit2(text5.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text5.length && text5.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text5.length && isDigit2(text5.charCodeAt(pos))) {
        pos++;
        while (pos < text5.length && isDigit2(text5.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text5.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text5.length && (text5.charCodeAt(pos) === 69 || text5.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text5.length && text5.charCodeAt(pos) === 43 || text5.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text5.length && isDigit2(text5.charCodeAt(pos))) {
        pos++;
        while (pos < text5.length && isDigit2(text5.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text5.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text5.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text5.charCodeAt(pos);
      if (ch === 34) {
        result += text5.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text5.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text5.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text5.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset2 = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token2 = 17;
    }
    let code3 = text5.charCodeAt(pos);
    if (isWhiteSpace2(code3)) {
      do {
        pos++;
        value += String.fromCharCode(code3);
        code3 = text5.charCodeAt(pos);
      } while (isWhiteSpace2(code3));
      return token2 = 15;
    }
    if (isLineBreak(code3)) {
      pos++;
      value += String.fromCharCode(code3);
      if (code3 === 13 && text5.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token2 = 14;
    }
    switch (code3) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token2 = 1;
      case 125:
        pos++;
        return token2 = 2;
      case 91:
        pos++;
        return token2 = 3;
      case 93:
        pos++;
        return token2 = 4;
      case 58:
        pos++;
        return token2 = 6;
      case 44:
        pos++;
        return token2 = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token2 = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text5.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text5.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text5.substring(start, pos);
          return token2 = 12;
        }
        if (text5.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text5.charCodeAt(pos);
            if (ch === 42 && text5.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text5.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text5.substring(start, pos);
          return token2 = 13;
        }
        value += String.fromCharCode(code3);
        pos++;
        return token2 = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code3);
        pos++;
        if (pos === len || !isDigit2(text5.charCodeAt(pos))) {
          return token2 = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token2 = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code3)) {
          pos++;
          code3 = text5.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text5.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token2 = 8;
            case "false":
              return token2 = 9;
            case "null":
              return token2 = 7;
          }
          return token2 = 16;
        }
        value += String.fromCharCode(code3);
        pos++;
        return token2 = 16;
    }
  }
  function isUnknownContentCharacter(code3) {
    if (isWhiteSpace2(code3) || isLineBreak(code3)) {
      return false;
    }
    switch (code3) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token2,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset2,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace2(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit2(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index2) => {
  return " ".repeat(index2);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\n" + " ".repeat(index2);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r" + " ".repeat(index2);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r\n" + " ".repeat(index2);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\n" + "	".repeat(index2);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r" + "	".repeat(index2);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index2) => {
      return "\r\n" + "	".repeat(index2);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text5, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep6, offset, length) => {
      if (currentParent.type === "property") {
        if (sep6 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep6 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit2(text5, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root2, path20) {
  if (!root2) {
    return void 0;
  }
  let node2 = root2;
  for (let segment of path20) {
    if (typeof segment === "string") {
      if (node2.type !== "object" || !Array.isArray(node2.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node2.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node2 = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index2 = segment;
      if (node2.type !== "array" || index2 < 0 || !Array.isArray(node2.children) || index2 >= node2.children.length) {
        return void 0;
      }
      node2 = node2.children[index2];
    }
  }
  return node2;
}
function visit2(text5, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text5, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token2 = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token2) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token2;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token2 = _scanner.getToken();
      while (token2 !== 17) {
        if (skipUntilAfter.indexOf(token2) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token2) !== -1) {
          break;
        }
        token2 = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var createScanner2 = createScanner;
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code3) {
  switch (code3) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}

// server/src/core/projectConfig.ts
var import_posix3 = __toESM(require_posix());

// server/src/core/configJson.ts
var maxDepth = 64;
function parseJson(text5) {
  const tooDeep = depthError(text5);
  if (tooDeep) {
    return tooDeep;
  }
  const errors = [];
  const tree = parseTree2(text5, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first || !tree) {
    return { offset: first?.offset ?? 0, length: first?.length ?? 0, message: `not valid JSON: ${syntaxMessage(first?.error)}` };
  }
  return { tree };
}
var token = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, eof: 17 };
function depthError(text5) {
  const scanner = createScanner2(text5, true);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== token.eof; kind = scanner.scan()) {
    if (kind === token.openBrace || kind === token.openBracket) {
      if (++depth > maxDepth) {
        return { offset: scanner.getTokenOffset(), length: 1, message: `nested deeper than ${maxDepth} levels` };
      }
    } else if (kind === token.closeBrace || kind === token.closeBracket) {
      depth = Math.max(0, depth - 1);
    }
  }
  return void 0;
}
var expected = {
  InvalidSymbol: "a JSON value expected",
  InvalidNumberFormat: "a malformed number",
  PropertyNameExpected: "a key in double quotes expected (a trailing comma?)",
  ValueExpected: "a value expected",
  ColonExpected: '":" expected',
  CommaExpected: '"," expected',
  CloseBraceExpected: '"}" expected',
  CloseBracketExpected: '"]" expected',
  EndOfFileExpected: "nothing may follow the top-level value",
  InvalidCommentToken: "comments are not allowed: verbatim.json is plain JSON",
  UnexpectedEndOfComment: "comments are not allowed: verbatim.json is plain JSON",
  UnexpectedEndOfString: "a string is not closed",
  UnexpectedEndOfNumber: "a malformed number",
  InvalidUnicode: "a malformed \\u escape",
  InvalidEscapeCharacter: "a malformed escape",
  InvalidCharacter: "a control character inside a string"
};
function syntaxMessage(code3) {
  return code3 !== void 0 && expected[printParseErrorCode(code3)] || "a value expected";
}

// server/src/core/projectConfig.ts
var defaultConfig = Object.freeze({
  include: ["**/*.md", "**/*.markdown"],
  exclude: [],
  sources: [],
  extractFiles: ["**/*.ingest.md"],
  profiles: [],
  strict: false,
  elisions: "allow",
  maxElisionGap: 400,
  maxSourceBytes: 50 * 1024 * 1024,
  minQuoteWords: 1,
  repositories: {},
  renders: "stored",
  severity: {},
  pins: "optional"
});
var severities = ["error", "warning", "info", "off"];
var cloneOutsideRoot = "names a folder outside the project root: verbatim.json may name clones inside the project only; grant a clone elsewhere with --repository URL=DIR, VERBATIM_REPOSITORIES or the verbatim.repositories setting";
function parseProjectConfig(text5, places) {
  const lines = lineStarts(text5);
  const parsed = parseJson(text5);
  if ("offset" in parsed) {
    return { errors: [{ key: "(syntax)", message: parsed.message, range: rangeOf(lines, parsed.offset, parsed.length) }] };
  }
  const root2 = parsed.tree;
  if (root2.type !== "object") {
    return { errors: [{ key: "(root)", message: "must be a JSON object", range: rangeOf(lines, root2.offset, root2.length) }] };
  }
  const errors = [];
  const config = { ...defaultConfig };
  for (const property of root2.children ?? []) {
    const key = property.children[0].value;
    const value = valueOf(property.children[1]);
    const found = [];
    const rule = Object.prototype.hasOwnProperty.call(keyRules, key) ? keyRules[key] : void 0;
    if (!rule) {
      found.push({ key, message: "unknown key", name: true });
    } else {
      rule(key, value, found);
      if (key === "repositories" && places && isObject(value)) {
        for (const [url, clone] of Object.entries(value)) {
          if (typeof clone === "string" && clone !== "" && !places.cloneInsideRoot(clone)) {
            found.push({ key: `repositories["${url}"]`, message: cloneOutsideRoot, path: [url] });
          }
        }
      }
      if (key !== "$schema") {
        config[key] = value;
      }
    }
    errors.push(...found.map((error) => ({ error, property })));
  }
  return errors.length ? { errors: errors.map(({ error, property }) => ({ key: shownKey(error.key), message: error.message, range: errorRange(lines, property, error) })) } : { config: Object.freeze(config) };
}
function configErrorText(error) {
  return error.key === "(syntax)" ? error.message : `${error.key}: ${error.message}`;
}
function errorRange(lines, property, error) {
  const top = error.name && !error.path ? property.children[0] : property.children[1];
  const node2 = error.path ? findNodeAtLocation2(top, [...error.path]) ?? top : top;
  const shown2 = error.name && error.path && node2.parent?.type === "property" ? node2.parent.children[0] : node2;
  return rangeOf(lines, shown2.offset, shown2.length);
}
function lineStarts(text5) {
  const starts = [0];
  for (const m of text5.matchAll(/\r\n|\r|\n/g)) {
    starts.push(m.index + m[0].length);
  }
  return starts;
}
function positionOf(lines, offset) {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo < hi) {
    const mid = lo + hi + 1 >> 1;
    if (lines[mid] <= offset) {
      lo = mid;
    } else {
      hi = mid - 1;
    }
  }
  return { line: lo, character: offset - lines[lo] };
}
function rangeOf(lines, offset, length) {
  return { start: positionOf(lines, offset), end: positionOf(lines, offset + length) };
}
function valueOf(node2) {
  if (node2.type === "array") {
    return (node2.children ?? []).map(valueOf);
  }
  if (node2.type !== "object") {
    return node2.value;
  }
  const object = {};
  for (const property of node2.children ?? []) {
    Object.defineProperty(object, property.children[0].value, { value: valueOf(property.children[1]), enumerable: true, writable: true, configurable: true });
  }
  return object;
}
function shownKey(key) {
  const cut = key.length > maxShownKey ? `${key.slice(0, maxShownKey)}\u2026` : key;
  return cut.replace(/[^\x20-\x7e…]/g, (c) => JSON.stringify(c).slice(1, -1).replace(/^(.)$/, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`));
}
var maxShownKey = 64;
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
var globList = (key, value, errors) => {
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || v === "")) {
    errors.push({ key, message: "must be an array of non-empty glob strings" });
    return;
  }
  value.forEach((glob, k) => checkGlob(`${key}[${k}]`, glob, errors, [k]));
};
function checkGlob(key, glob, errors, path20) {
  try {
    import_posix3.default.makeRe(glob, { dot: true });
  } catch {
    errors.push({ key, message: `is not a usable glob${glob.length > maxGlobLength ? ` (longer than ${maxGlobLength} characters)` : ""}`, path: path20 });
  }
}
var maxGlobLength = 65536;
var integerFrom = (min) => (key, value, errors) => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
    errors.push({ key, message: `must be an integer \u2265 ${min}` });
  }
};
var profileList = (key, value, errors) => {
  if (!Array.isArray(value)) {
    errors.push({ key, message: 'must be an array of { "glob", "profile" } objects' });
    return;
  }
  value.forEach((rule, k) => {
    if (!isObject(rule)) {
      errors.push({ key: `profiles[${k}]`, message: 'must be an object with "glob" and "profile"', path: [k] });
      return;
    }
    for (const extra of Object.keys(rule).filter((x) => x !== "glob" && x !== "profile")) {
      errors.push({ key: `profiles[${k}].${extra}`, message: "unknown key", path: [k, extra], name: true });
    }
    if (typeof rule.glob !== "string" || rule.glob === "") {
      errors.push({ key: `profiles[${k}].glob`, message: "must be a non-empty string", path: "glob" in rule ? [k, "glob"] : [k] });
    } else {
      checkGlob(`profiles[${k}].glob`, rule.glob, errors, [k, "glob"]);
    }
    if (!profileNames.includes(rule.profile)) {
      errors.push({ key: `profiles[${k}].profile`, message: `must be one of ${profileNames.join(", ")}`, path: "profile" in rule ? [k, "profile"] : [k] });
    }
  });
};
var oneOf = (...allowed) => (key, value, errors) => {
  if (!allowed.includes(value)) {
    errors.push({ key, message: `must be ${allowed.map((a) => `"${a}"`).join(" or ")}` });
  }
};
var repositoryMap = (key, value, errors) => {
  if (!isObject(value)) {
    errors.push({ key, message: "must be an object mapping repository URLs to local paths" });
    return;
  }
  for (const [url, path20] of Object.entries(value)) {
    if (repositoryKey(url) === void 0) {
      errors.push({ key: `repositories["${url}"]`, message: "is not a repository URL (https://host/owner/repo or git@host:owner/repo)", path: [url], name: true });
    }
    if (typeof path20 !== "string" || path20 === "") {
      errors.push({ key: `repositories["${url}"]`, message: "must be a local path string", path: [url] });
    }
  }
};
var severityMap = (key, value, errors) => {
  if (!isObject(value)) {
    errors.push({ key, message: "must be an object mapping statuses to error, warning, info or off" });
    return;
  }
  for (const [status, level] of Object.entries(value)) {
    if (!allStatuses.includes(status)) {
      errors.push({ key: `severity.${status}`, message: "unknown status", path: [status], name: true });
    } else if (typeof level !== "string" || !severities.includes(level)) {
      errors.push({ key: `severity.${status}`, message: 'must be "error", "warning", "info" or "off"', path: [status] });
    }
  }
};
var keyRules = {
  $schema: () => void 0,
  include: globList,
  exclude: globList,
  sources: globList,
  extractFiles: globList,
  profiles: profileList,
  strict: (key, value, errors) => {
    if (typeof value !== "boolean") {
      errors.push({ key, message: "must be true or false" });
    }
  },
  elisions: oneOf("allow", "deny"),
  pins: oneOf("optional", "required"),
  renders: oneOf("stored", "auto"),
  maxElisionGap: integerFrom(0),
  maxSourceBytes: integerFrom(1),
  minQuoteWords: integerFrom(0),
  repositories: repositoryMap,
  severity: severityMap
};

// server/src/node/files.ts
var import_node_fs = require("node:fs");
var path2 = __toESM(require("node:path"));
function pathKind(absolute) {
  try {
    const stat = (0, import_node_fs.statSync)(absolute);
    return stat.isDirectory() ? "folder" : stat.isFile() ? "file" : "other";
  } catch {
    return void 0;
  }
}
function realPath(absolute) {
  try {
    return (0, import_node_fs.realpathSync)(absolute);
  } catch {
    return path2.resolve(absolute);
  }
}
function isWithinRoot(real, realRoot) {
  return real === realRoot || real.startsWith(realRoot.endsWith(path2.sep) ? realRoot : realRoot + path2.sep);
}

// server/src/node/changedSince.ts
var import_node_fs3 = require("node:fs");
var path4 = __toESM(require("node:path"));

// server/src/node/builtins.ts
var childProcess = () => require("node:child_process");
var crypto = () => require("node:crypto");
var workerThreads = () => require("node:worker_threads");
var checkWorkerArg = "--verbatim-check-worker";
function sha256Hex2(data2) {
  return crypto().createHash("sha256").update(data2).digest("hex");
}

// server/src/node/gitProcess.ts
var safetyArgs = [
  "--no-pager",
  "-c",
  "safe.bareRepository=explicit",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.pager=cat",
  "-c",
  "core.sshCommand=",
  "-c",
  "core.gitProxy=",
  "-c",
  "core.askPass=",
  "-c",
  "core.untrackedCache=false",
  "-c",
  "core.quotePath=false",
  "-c",
  "credential.helper=",
  "-c",
  "protocol.allow=never",
  "-c",
  "diff.external=",
  "-c",
  "submodule.recurse=false",
  "-c",
  "fetch.recurseSubmodules=false",
  "-c",
  "gc.auto=0",
  "-c",
  "maintenance.auto=false"
];
function gitEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith("GIT_")) {
      env[k] = v;
    }
  }
  Object.assign(env, {
    GIT_OPTIONAL_LOCKS: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
    GIT_NO_LAZY_FETCH: "1",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_ASKPASS: "",
    SSH_ASKPASS: "",
    GIT_PAGER: "cat",
    PAGER: "cat",
    LC_ALL: "C"
  });
  return env;
}
function locationArgs(repo) {
  return [`--git-dir=${repo.gitDir}`, ...repo.top === void 0 ? [] : [`--work-tree=${repo.top}`]];
}
function spawnGit(repo, args) {
  return childProcess().spawn("git", [...safetyArgs, ...locationArgs(repo), ...args], {
    cwd: repo.top ?? repo.gitDir,
    env: gitEnv(),
    stdio: ["pipe", "pipe", "pipe"],
    windowsHide: true
  });
}
function runGit(repo, args, timeoutMs) {
  return runGitBytes(repo, args, timeoutMs).then((r) => ({ code: r.code, stdout: r.stdout.toString("utf8"), stderr: r.stderr, error: r.error }));
}
function runGitBytes(repo, args, timeoutMs) {
  return new Promise((resolve13) => {
    let child;
    try {
      child = spawnGit(repo, args);
    } catch (e) {
      resolve13({ code: null, stdout: Buffer.alloc(0), stderr: "", error: e.code ?? "spawn" });
      return;
    }
    const stdout = [];
    let stderr = "";
    let error;
    const timer = setTimeout(() => {
      error = "timeout";
      child.kill("SIGKILL");
    }, timeoutMs);
    child.stdout.on("data", (b) => {
      stdout.push(b);
    });
    child.stderr.setEncoding("utf8").on("data", (s) => {
      stderr += s.slice(0, 4096);
    });
    child.stdin.end();
    child.on("error", (e) => {
      error ??= e.code ?? "spawn";
    });
    child.on("close", (code3) => {
      clearTimeout(timer);
      resolve13({ code: code3, stdout: Buffer.concat(stdout), stderr, error });
    });
  });
}

// server/src/node/gitRepository.ts
var import_node_fs2 = require("node:fs");
var path3 = __toESM(require("node:path"));
function projectRepository(root2) {
  for (let d = path3.resolve(root2); ; d = path3.dirname(d)) {
    const dotGit = path3.join(d, ".git");
    const kind = kindOf(dotGit);
    if (kind === "folder" || kind === "file") {
      return { gitDir: dotGit, top: d };
    }
    if (path3.dirname(d) === d) {
      return void 0;
    }
  }
}
function cloneRepository(dir) {
  const dotGit = path3.join(dir, ".git");
  const kind = kindOf(dotGit);
  if (kind === "folder" || kind === "file") {
    return { gitDir: dotGit, top: dir };
  }
  if (kindOf(path3.join(dir, "HEAD")) === "file" && kindOf(path3.join(dir, "objects")) === "folder") {
    return { gitDir: dir, top: void 0 };
  }
  return void 0;
}
function kindOf(p) {
  try {
    const s = (0, import_node_fs2.statSync)(p);
    return s.isDirectory() ? "folder" : s.isFile() ? "file" : "other";
  } catch {
    return void 0;
  }
}
function leavesRoot(clone, root2) {
  const realRoot = realPath(root2);
  const inside = (p) => isWithinRoot(realPath(p), realRoot);
  const read = (p) => kindOf(p) === void 0 ? void 0 : inside(p) ? readText2(p) : false;
  let gitDir = clone.gitDir;
  if (kindOf(gitDir) === "file") {
    const text5 = read(gitDir);
    const named = text5 === false ? void 0 : /^gitdir: *(.+?)\s*$/m.exec(text5 ?? "")?.[1];
    if (named === void 0) {
      return text5 === false;
    }
    gitDir = path3.resolve(path3.dirname(gitDir), named);
  }
  if (!inside(gitDir)) {
    return true;
  }
  const common = read(path3.join(gitDir, "commondir"));
  if (common === false) {
    return true;
  }
  const commonDir = common?.trim() ? path3.resolve(gitDir, common.trim()) : gitDir;
  if (!inside(commonDir)) {
    return true;
  }
  for (const config of [path3.join(gitDir, "config"), path3.join(commonDir, "config"), path3.join(gitDir, "config.worktree")]) {
    const text5 = read(config);
    if (text5 === false || /^\s*\[\s*include/im.test(text5 ?? "")) {
      return true;
    }
  }
  let stores = [path3.join(commonDir, "objects")];
  for (let depth = 0; depth < 6 && stores.length; depth++) {
    const next = [];
    for (const store of stores) {
      const alternates = inside(store) ? read(path3.join(store, "info", "alternates")) : false;
      if (alternates === false) {
        return true;
      }
      for (const line of (alternates ?? "").split(/\r?\n/)) {
        const entry = line.trim();
        if (entry && !entry.startsWith("#")) {
          next.push(path3.resolve(store, entry.replace(/^"(.*)"$/, "$1")));
        }
      }
    }
    stores = next;
  }
  return stores.length > 0;
}
function readText2(p) {
  try {
    return (0, import_node_fs2.statSync)(p).isFile() ? (0, import_node_fs2.readFileSync)(p, "utf8").slice(0, 64 * 1024) : void 0;
  } catch {
    return void 0;
  }
}

// server/src/node/changedSince.ts
function failure(r) {
  return r.error === "ENOENT" ? "git is not installed" : r.error === "timeout" ? "git timed out" : /not a git repository/i.test(r.stderr) ? "not a Git repository" : `git failed (exit ${r.code ?? r.error})`;
}
async function treeOf(repo, commit, prefix, timeoutMs) {
  const r = await runGitBytes(repo, ["ls-tree", "-r", "-z", "-l", "--full-tree", commit], timeoutMs);
  if (r.error !== void 0 || r.code !== 0) {
    return { error: failure(r) };
  }
  const entries = /* @__PURE__ */ new Map();
  for (let at = 0; at < r.stdout.length; ) {
    const nul = r.stdout.indexOf(0, at);
    const end = nul < 0 ? r.stdout.length : nul;
    const tab = r.stdout.indexOf(9, at);
    if (tab > at && tab < end) {
      const [mode, type, oid, size] = r.stdout.toString("latin1", at, tab).split(/ +/);
      const file = r.stdout.toString("utf8", tab + 1, end);
      if (mode && oid && file.startsWith(prefix)) {
        entries.set(file.slice(prefix.length), { mode, oid, size: type === "blob" ? Number(size) : -1 });
      }
    }
    at = end + 1;
  }
  return entries;
}
function differs(abs, entry, algorithm) {
  if (!entry || entry.size < 0) {
    return true;
  }
  let bytes;
  try {
    const stat = (0, import_node_fs3.lstatSync)(abs);
    if (stat.isSymbolicLink() !== (entry.mode === "120000")) {
      return true;
    }
    if (!stat.isSymbolicLink() && stat.size !== entry.size) {
      return true;
    }
    bytes = stat.isSymbolicLink() ? (0, import_node_fs3.readlinkSync)(abs, { encoding: "buffer" }) : (0, import_node_fs3.readFileSync)(abs);
  } catch {
    return true;
  }
  const id = crypto().createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
  return id !== entry.oid;
}
async function changedSince(root2, ref, files, timeoutMs = 2e4) {
  const repo = projectRepository(root2);
  if (!repo) {
    return { error: "not a Git repository" };
  }
  const format2 = await runGit(repo, ["rev-parse", "--show-object-format"], timeoutMs);
  const algorithm = format2.stdout.trim();
  if (format2.error !== void 0 || format2.code !== 0) {
    return { error: failure(format2) };
  }
  if (algorithm !== "sha1" && algorithm !== "sha256") {
    return { error: "unknown object format of this repository" };
  }
  const commit = await runGit(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], timeoutMs);
  if (commit.error !== void 0 || commit.code !== 0 || !/^[0-9a-f]{40,64}\s*$/.test(commit.stdout)) {
    return { error: commit.error !== void 0 ? failure(commit) : `${ref} is not a commit of this repository` };
  }
  const inTree = path4.relative(repo.top, path4.resolve(root2)).split(path4.sep).filter(Boolean).join("/");
  const tree = await treeOf(repo, commit.stdout.trim(), inTree ? `${inTree}/` : "", timeoutMs);
  if ("error" in tree) {
    return tree;
  }
  const changed = files.filter((file) => differs(path4.join(root2, ...file.split("/")), tree.get(file), algorithm));
  return { files: [...changed].sort() };
}

// server/src/cli/cachedCheck.ts
var path6 = __toESM(require("node:path"));

// server/src/node/resultCache.ts
var import_node_fs6 = require("node:fs");
var path5 = __toESM(require("node:path"));

// server/src/node/cacheFiles.ts
var import_node_fs4 = require("node:fs");
function writeExclusive(file, bytes, existing) {
  try {
    (0, import_node_fs4.writeFileSync)(file, bytes, { flag: "wx" });
  } catch (e) {
    if (!existing || e.code !== "EEXIST") {
      throw e;
    }
  }
}
function hash128(bytes) {
  return new Hash128().update(bytes).digest();
}
var Hash128 = class {
  #h0 = 3735928559;
  #h1 = 1103547991;
  #h2 = 3735928559 ^ 2654435769;
  #h3 = 1103547991 ^ 2654435769;
  #length = 0;
  /** Bytes of a word not yet complete, read in the machine's order like the rest. */
  #carry = new Uint8Array(4);
  #carryWord = new Int32Array(this.#carry.buffer);
  #carried = 0;
  update(bytes) {
    this.#length += bytes.byteLength;
    let from = 0;
    if (this.#carried > 0) {
      while (this.#carried < 4 && from < bytes.length) {
        this.#carry[this.#carried++] = bytes[from++];
      }
      if (this.#carried < 4) {
        return this;
      }
      this.#mix(this.#carryWord, 1);
      this.#carried = 0;
    }
    const words = bytes.byteLength - from >>> 2;
    if (words > 0) {
      const start = bytes.byteOffset + from;
      this.#mix(start % 4 === 0 ? new Int32Array(bytes.buffer, start, words) : new Int32Array(Uint8Array.prototype.slice.call(bytes, from, from + 4 * words).buffer), words);
      from += 4 * words;
    }
    while (from < bytes.length) {
      this.#carry[this.#carried++] = bytes[from++];
    }
    return this;
  }
  /** Every word, then each trailing byte, then the length. */
  digest() {
    let h0 = this.#h0;
    let h1 = this.#h1;
    let h2 = this.#h2;
    let h3 = this.#h3;
    for (let i = 0; i <= this.#carried; i++) {
      const c = i < this.#carried ? this.#carry[i] : this.#length;
      h0 = Math.imul(h0 ^ c, 2654435761);
      h1 = Math.imul(h1 ^ c, 1597334677);
      h2 = Math.imul(h2 ^ c, 2246822519);
      h3 = Math.imul(h3 ^ c, 3266489917);
    }
    return finish(h0, h1) + finish(h2, h3);
  }
  #mix(view, words) {
    let h0 = this.#h0;
    let h1 = this.#h1;
    let h2 = this.#h2;
    let h3 = this.#h3;
    for (let i = 0; i < words; i++) {
      const c = view[i];
      h0 = Math.imul(h0 ^ c, 2654435761);
      h1 = Math.imul(h1 ^ c, 1597334677);
      h2 = Math.imul(h2 ^ c, 2246822519);
      h3 = Math.imul(h3 ^ c, 3266489917);
    }
    this.#h0 = h0;
    this.#h1 = h1;
    this.#h2 = h2;
    this.#h3 = h3;
  }
};
function finish(a, b) {
  const x = Math.imul(a ^ a >>> 16, 2246822507) ^ Math.imul(b ^ b >>> 13, 3266489909);
  const y = Math.imul(b ^ b >>> 16, 2246822507) ^ Math.imul(x ^ x >>> 13, 3266489909);
  return (x >>> 0).toString(16).padStart(8, "0") + (y >>> 0).toString(16).padStart(8, "0");
}
var cacheFileName = /^(results-[0-9a-f]{24}\.json|sketches-[0-9a-f]{24}\.bin)(\.\d+\.[0-9a-z]+\.tmp)?$/;
var maxCacheBytes = 512 * 1024 * 1024;
function readCacheFile(file) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(file, import_node_fs4.constants.O_RDONLY | (import_node_fs4.constants.O_NOFOLLOW ?? 0) | (import_node_fs4.constants.O_NONBLOCK ?? 0));
    const stats = (0, import_node_fs4.fstatSync)(fd);
    return stats.isFile() && stats.size <= maxCacheBytes ? (0, import_node_fs4.readFileSync)(fd) : void 0;
  } catch {
    return void 0;
  } finally {
    if (fd !== void 0) {
      (0, import_node_fs4.closeSync)(fd);
    }
  }
}

// server/src/node/wordSketches.ts
var import_node_fs5 = require("node:fs");
var import_node_os = require("node:os");
var SketchFile = class {
  #file;
  #key;
  #stamps;
  #previous;
  #fresh = /* @__PURE__ */ new Map();
  constructor(file, key, stamps) {
    this.#file = file;
    this.#key = key;
    this.#stamps = stamps;
  }
  get(source) {
    const previous3 = this.#load();
    const entry = previous3.entries.get(source);
    if (!entry || entry.stamp !== this.#stamps.current(source)) {
      return void 0;
    }
    const bits = new Uint32Array(entry.words);
    new Uint8Array(bits.buffer).set(previous3.bits.subarray(entry.at, entry.at + 4 * entry.words));
    return { profile: entry.profile, pin: entry.pin, sketch: new WordSketch(bits, entry.distinct) };
  }
  put(source, kept2) {
    const stamp = this.#stamps.takenBefore(source);
    if (stamp === void 0) {
      this.#fresh.delete(source);
    } else {
      this.#fresh.set(source, { stamp, kept: kept2 });
    }
  }
  /**
   * Writes the sketches of `known` sources: those made in this run, and the
   * earlier ones still current; nothing when that is what the file holds.
   * Returns why it could not (an error code); the next run only reads more.
   */
  save(known) {
    if (this.#fresh.size === 0) {
      return void 0;
    }
    const previous3 = this.#load();
    const kept2 = [];
    let changed = false;
    for (const source of known) {
      const fresh = this.#fresh.get(source);
      const old = previous3.entries.get(source);
      if (fresh) {
        const { profile, pin, sketch } = fresh.kept;
        changed ||= old?.stamp !== fresh.stamp || old.pin !== pin || old.profile !== profile;
        kept2.push({ source, stamp: fresh.stamp, profile, pin, distinct: sketch.distinctWords, bits: new Uint8Array(sketch.bits.buffer, sketch.bits.byteOffset, sketch.bits.byteLength) });
      } else if (old && old.stamp === this.#stamps.current(source)) {
        kept2.push({ source, stamp: old.stamp, profile: old.profile, pin: old.pin, distinct: old.distinct, bits: previous3.bits.subarray(old.at, old.at + 4 * old.words) });
      } else {
        changed ||= old !== void 0;
      }
    }
    if (!changed && kept2.length === previous3.entries.size) {
      return void 0;
    }
    let at = 0;
    const entries = kept2.map((k) => {
      const entry = [k.source, k.stamp, k.profile, k.pin, k.distinct, at, k.bits.byteLength / 4];
      at += k.bits.byteLength;
      return entry;
    });
    const head = Buffer.from(`${JSON.stringify({ format: 2, key: this.#key, order: (0, import_node_os.endianness)(), entries })}
`);
    const body = Buffer.concat([head, Buffer.alloc((4 - head.length % 4) % 4), ...kept2.map((k) => k.bits)]);
    const temp = `${this.#file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
    try {
      writeExclusive(temp, Buffer.concat([body, Buffer.from(`
${hash128(body)}
`)]), false);
      (0, import_node_fs5.renameSync)(temp, this.#file);
      return void 0;
    } catch (e) {
      (0, import_node_fs5.rmSync)(temp, { force: true });
      return e.code ?? "EIO";
    }
  }
  /** The file's entries, read once; none when it is missing, torn, corrupted, foreign or of another byte order. */
  #load() {
    this.#previous ??= parse3(readCacheFile(this.#file), this.#key) ?? { entries: /* @__PURE__ */ new Map(), bits: Buffer.alloc(0) };
    return this.#previous;
  }
};
function sketchFileName(digest) {
  return `sketches-${digest.slice(0, 24)}.bin`;
}
function parse3(raw, key) {
  if (!raw || raw.length < 34) {
    return void 0;
  }
  const body = raw.subarray(0, raw.length - 34);
  const tail = raw.subarray(body.length).toString("latin1");
  if (!/^\n[0-9a-f]{32}\n$/.test(tail) || hash128(body) !== tail.slice(1, 33)) {
    return void 0;
  }
  const newline = body.indexOf(10);
  let head;
  try {
    head = JSON.parse(body.subarray(0, Math.max(0, newline)).toString("utf8"));
  } catch {
    return void 0;
  }
  if (!isRecord(head) || head.format !== 2 || head.key !== key || head.order !== (0, import_node_os.endianness)() || !Array.isArray(head.entries)) {
    return void 0;
  }
  const start = newline + 1 + (4 - (newline + 1) % 4) % 4;
  const bits = body.subarray(start);
  const entries = /* @__PURE__ */ new Map();
  for (const e of head.entries) {
    if (!Array.isArray(e) || e.length !== 7) {
      return void 0;
    }
    const [source, stamp, profile, pin, distinct, at, words] = e;
    if (typeof source !== "string" || typeof stamp !== "string" || !profileNames.includes(profile) || typeof pin !== "string" || !isCount(distinct) || !isCount(at) || !isCount(words) || words === 0 || at % 4 !== 0 || at + 4 * words > bits.length) {
      return void 0;
    }
    entries.set(source, { stamp, profile, pin, distinct, at, words });
  }
  return { entries, bits };
}
function isCount(v) {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

// server/src/node/resultCache.ts
var racyWindowMs = () => {
  const given = Number(process.env.VERBATIM_CACHE_RACY_MS ?? 2e3);
  return Number.isInteger(given) && given >= 0 ? given : 2e3;
};
function stampOf(stats) {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}
function statOrUndefined(absolute) {
  try {
    return (0, import_node_fs6.statSync)(absolute);
  } catch {
    return void 0;
  }
}
var ResultCache = class _ResultCache {
  #file;
  #key;
  #startedAt = Date.now();
  #previous;
  /** Entries of the previous file checked so far: valid ones, and undefined for the others. */
  #checked = /* @__PURE__ */ new Map();
  // No prototype: a note path is only ever its own entry's key.
  #next = /* @__PURE__ */ Object.create(null);
  #known;
  #options;
  #sketches;
  constructor(file, key, previous3, options = {}) {
    this.#file = file;
    this.#key = key;
    this.#previous = previous3;
    this.#options = options;
  }
  /** Opens the cache of `dir` for a configuration `key` (any string that changes with whatever decides verdicts). */
  static open(dir, key, options = {}) {
    const digest = hash128(Buffer.from(key));
    const file = path5.join(dir, `results-${digest.slice(0, 24)}.json`);
    return new _ResultCache(file, digest, load(file, digest), options);
  }
  /** The stamp to record for a file stat'ed before it was read in this run; undefined when it is too recent to trust. */
  trusted(stats) {
    return Math.max(stats.mtimeMs, stats.ctimeMs) >= this.#startedAt - racyWindowMs() ? void 0 : stampOf(stats);
  }
  /** A note's previous record when its stamp still matches. */
  unchangedNote(note, stats) {
    const entry = this.previousEntry(note);
    return entry?.stamp !== void 0 && entry.stamp === stampOf(stats) ? entry : void 0;
  }
  get byContent() {
    return this.#options.byContent === true;
  }
  /** A note's previous record, whatever its stamp (its text may still be the same). */
  previousEntry(note) {
    const raw = this.#previous?.notes.get(note);
    if (raw === void 0) {
      return void 0;
    }
    let entry = this.#checked.get(note);
    if (entry === void 0 && !this.#checked.has(note)) {
      entry = validEntry(parseJson2(raw), note);
      this.#checked.set(note, entry);
    }
    return entry;
  }
  /** The fingerprint of this run's known sources (paths and stamps), undefined when one is too new to trust; `setKnown` first. */
  get known() {
    return this.#known;
  }
  /** Sets the fingerprint of the known sources of this run, before `reusable` is asked. */
  setKnown(known, sourceStamp2, trusted) {
    this.#known = known.every(trusted) ? hash128(Buffer.from(JSON.stringify(known.map((s) => [s, sourceStamp2(s)])))) : void 0;
  }
  record(note, entry) {
    this.#next[note] = entry;
  }
  /**
   * Writes this run's records, unless they are the previous ones. Returns
   * why it could not (an error code), which is no error of the check: the
   * next run is only cold.
   */
  save() {
    const code3 = this.#saveResults();
    const sketches = code3 === void 0 ? this.#sketches?.file.save(this.#sketches.known()) : void 0;
    if (sketches !== void 0) {
      this.#options.unwritten?.(sketches, sketchFileName(this.#key));
    }
    return code3 ?? sketches;
  }
  /**
   * The word sketches kept beside these results (wordSketches.ts), saved
   * with them; `known` lists the sources whose sketches to keep.
   */
  sketches(stamps, known) {
    const file = new SketchFile(path5.join(path5.dirname(this.#file), sketchFileName(this.#key)), this.#key, stamps);
    this.#sketches = { file, known };
    return file;
  }
  #saveResults() {
    const previous3 = this.#previous;
    const same = previous3 !== void 0 && previous3.known === this.#known && previous3.notes.size === Object.keys(this.#next).length && Object.entries(this.#next).every(([note, entry]) => this.#checked.get(note) === entry);
    if (same) {
      return void 0;
    }
    const dir = path5.dirname(this.#file);
    const temp = `${this.#file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
    let fd;
    try {
      const created = (0, import_node_fs6.mkdirSync)(dir, { recursive: true }) !== void 0;
      if (created || this.#options.ownFolder) {
        writeExclusive(path5.join(dir, ".gitignore"), Buffer.from("# Written by verbatim: a cache, never committed.\n*\n"), true);
      }
      fd = (0, import_node_fs6.openSync)(temp, "wx");
      const out = fd;
      const unchanged = (note, entry) => this.#checked.get(note) === entry ? previous3?.notes.get(note) : void 0;
      writeBody((bytes) => writeAll(out, bytes), this.#key, this.#known, this.#next, unchanged);
      (0, import_node_fs6.closeSync)(fd);
      fd = void 0;
      (0, import_node_fs6.renameSync)(temp, this.#file);
      pruneStale(dir, this.#key.slice(0, 24));
      return void 0;
    } catch (e) {
      if (fd !== void 0) {
        (0, import_node_fs6.closeSync)(fd);
      }
      (0, import_node_fs6.rmSync)(temp, { force: true });
      const code3 = e.code ?? "EIO";
      this.#options.unwritten?.(code3);
      return code3;
    }
  }
};
function writeBody(write, key, known, entries, unchanged = () => void 0) {
  const hash = new Hash128();
  let pending = [];
  let size = 0;
  const flush = () => {
    const bytes = Buffer.from(pending.join(""));
    hash.update(bytes);
    write(bytes);
    pending = [];
    size = 0;
  };
  const emit = (text5) => {
    pending.push(text5);
    size += text5.length;
    if (size >= 1 << 20) {
      flush();
    }
  };
  emit(`${JSON.stringify({ format: 4, key, known })}
`);
  for (const note in entries) {
    const entry = entries[note];
    const raw = unchanged(note, entry);
    if (raw !== void 0) {
      emit(`[${JSON.stringify(note)},${raw}]
`);
    } else {
      emit(`[${JSON.stringify(note)},${JSON.stringify(compact(entry))}]
`);
    }
  }
  flush();
  write(Buffer.from(`${hash.digest()}
`));
}
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length; ) {
    at += (0, import_node_fs6.writeSync)(fd, bytes, at);
  }
}
var hourMs = 60 * 60 * 1e3;
function pruneStale(dir, keep) {
  const now = Date.now();
  let names;
  try {
    names = (0, import_node_fs6.readdirSync)(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const ours = cacheFileName.exec(name);
    const temp = ours?.[2] !== void 0;
    const other = ours !== null && !temp && !name.includes(`-${keep}.`);
    try {
      const stats = temp || other ? (0, import_node_fs6.lstatSync)(path5.join(dir, name)) : void 0;
      if (stats?.isFile() && now - stats.mtimeMs > (temp ? hourMs : 30 * 24 * hourMs)) {
        (0, import_node_fs6.rmSync)(path5.join(dir, name), { force: true });
      }
    } catch {
    }
  }
}
function load(file, key) {
  const raw = readCacheFile(file);
  const body = raw && parseCacheFile(raw);
  return body?.key === key ? body : void 0;
}
function parseCacheFile(raw) {
  const bytes = raw.subarray(0, Math.max(0, raw.length - 33));
  const tail = raw.subarray(bytes.length).toString("latin1");
  if (!/^[0-9a-f]{32}\n$/.test(tail) || bytes.length === 0 || bytes[bytes.length - 1] !== 10 || hash128(bytes) !== tail.slice(0, 32)) {
    return void 0;
  }
  const lines = bytes.toString("utf8");
  const first = lines.indexOf("\n");
  const head = parseJson2(lines.slice(0, first));
  if (!isRecord2(head) || head.format !== 4 || typeof head.key !== "string" || !(head.known === void 0 || typeof head.known === "string")) {
    return void 0;
  }
  const notes = /* @__PURE__ */ new Map();
  for (let start = first + 1; start < lines.length; ) {
    const end = lines.indexOf("\n", start);
    const split = entryStart(lines, start, end);
    if (split === void 0) {
      return void 0;
    }
    notes.set(split.note, lines.slice(split.at, end - 1));
    start = end + 1;
  }
  return { key: head.key, known: head.known, notes };
}
function entryStart(lines, start, end) {
  if (!lines.startsWith('["', start) || lines.charCodeAt(end - 1) !== 93) {
    return void 0;
  }
  let q = start + 2;
  let escaped3 = false;
  while (q < end && lines.charCodeAt(q) !== 34) {
    escaped3 ||= lines.charCodeAt(q) === 92;
    q += lines.charCodeAt(q) === 92 ? 2 : 1;
  }
  if (q >= end || lines.charCodeAt(q + 1) !== 44) {
    return void 0;
  }
  const note = escaped3 ? parseJson2(lines.slice(start + 1, q + 1)) : lines.slice(start + 2, q);
  return typeof note === "string" ? { note, at: q + 2 } : void 0;
}
function parseJson2(text5) {
  try {
    return JSON.parse(text5);
  } catch {
    return void 0;
  }
}
function isRecord2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
var isString = (v) => typeof v === "string";
function validEntry(v, note) {
  if (isString(v)) {
    return { stamp: v, targets: noTargets, checked: nothingFound };
  }
  if (!isRecord2(v) || !(v.stamp === void 0 || isString(v.stamp)) || !Array.isArray(v.targets) || !v.targets.every(isString) || !(v.gitPdf === void 0 || v.gitPdf === true)) {
    return void 0;
  }
  if (v.checked === 0) {
    return { ...v, checked: nothingFound };
  }
  const c = v.checked;
  if (c === void 0) {
    return v;
  }
  const valid = isRecord2(c) && isString(c.text) && Array.isArray(c.results) && c.results.every((r) => validResult(r, c.text.length, note)) && Number.isInteger(c.skipped) && isString(c.text) && isRecord2(c.sources) && Object.values(c.sources).every(isString) && (c.pins === void 0 || isRecord2(c.pins) && Object.values(c.pins).every(isString)) && (c.known === void 0 || isString(c.known)) && typeof c.elsewhere === "boolean" && (c.self === void 0 || Array.isArray(c.self) && c.self.every(isString));
  return valid ? v : void 0;
}
var statuses = new Set(allStatuses);
var severities2 = /* @__PURE__ */ new Set(["error", "warning", "info", "off"]);
function isSpan(v, length, optional = false) {
  if (v === void 0) {
    return optional;
  }
  return isRecord2(v) && Number.isInteger(v.start) && Number.isInteger(v.end) && 0 <= v.start && v.start <= v.end && v.end <= length;
}
function arePlaces(v, many, place2) {
  const valid = (p) => isRecord2(p) && isLine(p.startLine) && isLine(p.endLine) && p.startLine <= p.endLine && place2(p);
  return v === void 0 || (many ? Array.isArray(v) && v.every(valid) : valid(v));
}
var isLine = (v) => Number.isInteger(v) && v >= 1 && v <= 2147483647;
var isOptional = (v, is2) => v === void 0 || is2(v);
var isCount2 = (v) => Number.isInteger(v) && v >= 0;
var areOffsets = (p) => p.start === void 0 && p.end === void 0 || isCount2(p.start) && isCount2(p.end) && p.start <= p.end;
var profiles = new Set(profileNames);
function validResult(r, length, note) {
  if (!isRecord2(r) || r.file !== note || !statuses.has(r.status) || !severities2.has(r.severity) || !isString(r.message) || !isRecord2(r.citation)) {
    return false;
  }
  const c = r.citation;
  return isReportedForm(c.form) && isString(c.quote) && isSpan(c.quoteSpan, length) && isSpan(c.span, length) && isSpan(c.attributionSpan, length) && isSpan(c.targetSpan, length, true) && (c.target === void 0 || isRecord2(c.target)) && isOptional(r.source, isString) && isOptional(r.profile, (p) => profiles.has(p)) && isOptional(r.count, isCount2) && isOptional(r.currentPin, isString) && arePlaces(r.occurrences, true, areOffsets) && arePlaces(r.foundIn, true, (p) => isString(p.source) && areOffsets(p)) && arePlaces(r.suggestion, false, (p) => isString(p.text)) && arePlaces(r.omissions, true, (p) => isString(p.text));
}
var nothingFound = { results: [], skipped: 0, text: "", sources: {}, elsewhere: false };
var noTargets = [];
function compact(entry) {
  if (!citesNothing(entry.checked)) {
    return entry;
  }
  return entry.stamp !== void 0 && entry.targets.length === 0 && !entry.gitPdf ? entry.stamp : { ...entry, checked: 0 };
}
function citesNothing(checked) {
  return checked === nothingFound || checked !== void 0 && checked.results.length === 0 && checked.skipped === 0 && checked.text === "" && Object.keys(checked.sources).length === 0 && Object.keys(checked.pins ?? {}).length === 0 && !checked.elsewhere;
}
var SourceStates = class {
  #workspace;
  #cache;
  #maxBytes;
  #realRoot;
  #stamps = /* @__PURE__ */ new Map();
  #pins = /* @__PURE__ */ new Map();
  #pdfs = /* @__PURE__ */ new Map();
  constructor(workspace, cache, maxBytes) {
    this.#workspace = workspace;
    this.#cache = cache;
    this.#maxBytes = maxBytes;
    this.#realRoot = (0, import_node_fs6.realpathSync)(workspace.root);
  }
  takenBefore(source) {
    const s = this.#stamps.get(source);
    return s?.trusted ? s.stamp : void 0;
  }
  current(source) {
    return this.stamp(source).stamp;
  }
  stamp(source) {
    let s = this.#stamps.get(source);
    if (!s) {
      s = sourceStamp(this.#workspace, source, this.#cache);
      this.#stamps.set(source, s);
    }
    return s;
  }
  /**
   * The local targets that are, under another path, the very file of
   * `note` (a symlink or hard link to it, or the note a link to them), as
   * the checker tells a note citing itself: by device and inode, for paths
   * inside the root. Sorted; empty for nearly every note.
   */
  selfOf(note, targets) {
    const others = targets.filter((t) => t !== note);
    if (others.length === 0) {
      return others;
    }
    let own4 = this.#stamps.get(note)?.id;
    try {
      own4 ??= idOf((0, import_node_fs6.statSync)(this.#workspace.toAbsolute(note)));
    } catch {
      return [];
    }
    return others.filter((t) => this.stamp(t).id === own4).sort();
  }
  /** Whether a source is as recorded: the same stamp, or else bytes hashing to the recorded pin. */
  async unchanged(source, stamp, pin) {
    if (this.stamp(source).stamp === stamp) {
      return true;
    }
    return pin !== void 0 && this.#cache?.byContent === true && await this.#pin(source) === pin;
  }
  #pin(source) {
    let pin = this.#pins.get(source);
    if (!pin) {
      pin = this.#workspace.readFile(source, this.#maxBytes).then((r) => r.kind === "ok" ? `sha256:${sha256Hex2(r.bytes)}` : void 0);
      this.#pins.set(source, pin);
    }
    return pin;
  }
  /** Whether a source inside the root has a document's first bytes (a PDF's), whatever its name: its verdict hangs on its stored render too. */
  isPdf(source) {
    let pdf = this.#pdfs.get(source);
    if (pdf === void 0) {
      pdf = looksLikePdf(this.#workspace.toAbsolute(source), this.#realRoot);
      this.#pdfs.set(source, pdf);
    }
    return pdf;
  }
};
function looksLikePdf(absolute, realRoot) {
  let fd;
  try {
    const real = (0, import_node_fs6.realpathSync)(absolute);
    if (!isWithinRoot(real, realRoot)) {
      return false;
    }
    fd = (0, import_node_fs6.openSync)(real, import_node_fs6.constants.O_RDONLY | (import_node_fs6.constants.O_NONBLOCK ?? 0));
    if (!(0, import_node_fs6.fstatSync)(fd).isFile()) {
      return false;
    }
    const head = Buffer.alloc(1024);
    const read = head.subarray(0, (0, import_node_fs6.readSync)(fd, head, 0, head.length, 0));
    return documentKinds.some((k) => k.recognises?.(read));
  } catch {
    return false;
  } finally {
    if (fd !== void 0) {
      (0, import_node_fs6.closeSync)(fd);
    }
  }
}
function sourceStamp(workspace, source, cache) {
  let stats;
  try {
    stats = (0, import_node_fs6.statSync)(workspace.toAbsolute(source));
  } catch (e) {
    return { stamp: `missing:${e.code ?? "EIO"}`, trusted: true };
  }
  const real = cache ? workspace.realInside(source) : source;
  if (real === void 0) {
    return { stamp: "outside", trusted: true };
  }
  const stamp = real === source ? stampOf(stats) : `${stampOf(stats)}:${real}`;
  return { stamp, trusted: cache?.trusted(stats) !== void 0, id: idOf(stats) };
}
var idOf = (stats) => `${stats.dev}:${stats.ino}`;
function listedStats(workspace, note) {
  const absolute = workspace.toAbsolute(note);
  try {
    const stats = (0, import_node_fs6.lstatSync)(absolute);
    return !stats.isSymbolicLink() ? stats : workspace.resolvesInside(note) ? (0, import_node_fs6.statSync)(absolute) : void 0;
  } catch {
    return void 0;
  }
}
function buildStamp() {
  try {
    const stamped = /^[0-9a-f]{32}$/.test("1fe38ff996ee441a6e003bad33ba2631");
    return stamped ? `${"1fe38ff996ee441a6e003bad33ba2631"}:${(0, import_node_fs6.statSync)(__filename).size}` : hash128((0, import_node_fs6.readFileSync)(__filename));
  } catch {
    return "";
  }
}
function storedRenders(workspace) {
  try {
    const names = workspace.resolvesInside(rendersFolder) ? (0, import_node_fs6.readdirSync)(workspace.toAbsolute(rendersFolder)) : [];
    return [rendersFolder, ...names.sort().map((name) => `${rendersFolder}/${name}`)];
  } catch {
    return [rendersFolder];
  }
}
function isOwnCacheFolder(root2) {
  let at = root2;
  for (const part of [".verbatim", "cache"]) {
    at = path5.join(at, part);
    try {
      if (!(0, import_node_fs6.lstatSync)(at).isDirectory()) {
        return false;
      }
    } catch {
      return true;
    }
  }
  return true;
}
function isOutside(folder, root2) {
  let existing = path5.resolve(folder);
  const rest = [];
  while (!statOrUndefined(existing) && path5.dirname(existing) !== existing) {
    rest.unshift(path5.basename(existing));
    existing = path5.dirname(existing);
  }
  try {
    const real = path5.join((0, import_node_fs6.realpathSync)(existing), ...rest);
    const realRoot = (0, import_node_fs6.realpathSync)(root2);
    return !isWithinRoot(real, realRoot);
  } catch {
    return false;
  }
}
function isFolderOrMissing(folder) {
  try {
    return (0, import_node_fs6.statSync)(folder).isDirectory();
  } catch (e) {
    return e.code === "ENOENT";
  }
}

// server/src/node/readListed.ts
var import_node_buffer = require("node:buffer");
var import_node_fs7 = require("node:fs");
var scratch2 = Buffer.allocUnsafe(64 * 1024);
function readListedBytes(workspace, relative8, maxBytes) {
  const absolute = workspace.toAbsolute(relative8);
  const fd = openListed(absolute);
  if (fd === void 0) {
    return void 0;
  }
  try {
    const stat = (0, import_node_fs7.fstatSync)(fd);
    if (!stat.isFile()) {
      return void 0;
    }
    if (stat.size > maxBytes) {
      return { kind: "error", reason: "too_large" };
    }
    const bytes = readAll(fd, maxBytes);
    return bytes ? { kind: "ok", bytes } : { kind: "error", reason: "too_large" };
  } catch (e) {
    return { kind: "error", reason: "unreadable", detail: e.code };
  } finally {
    (0, import_node_fs7.closeSync)(fd);
  }
}
function openListed(absolute) {
  const flags = import_node_fs7.constants.O_RDONLY | (import_node_fs7.constants.O_NONBLOCK ?? 0);
  try {
    if (import_node_fs7.constants.O_NOFOLLOW !== void 0) {
      return (0, import_node_fs7.openSync)(absolute, flags | import_node_fs7.constants.O_NOFOLLOW);
    }
    return (0, import_node_fs7.lstatSync)(absolute).isFile() ? (0, import_node_fs7.openSync)(absolute, flags) : void 0;
  } catch {
    return void 0;
  }
}
var keptScratch = 1024 * 1024;
function readAll(fd, maxBytes) {
  if (scratch2.length > keptScratch) {
    scratch2 = Buffer.allocUnsafe(64 * 1024);
  }
  let total = 0;
  for (; ; ) {
    if (total === scratch2.length) {
      if (total > maxBytes) {
        return void 0;
      }
      const grown = Buffer.allocUnsafe(Math.min(2 * scratch2.length, maxBytes + 1));
      scratch2.copy(grown, 0, 0, total);
      scratch2 = grown;
    }
    const n = (0, import_node_fs7.readSync)(fd, scratch2, total, scratch2.length - total, null);
    if (n === 0) {
      return total > maxBytes ? void 0 : scratch2.subarray(0, total);
    }
    total += n;
  }
}
async function readListedNote(workspace, relative8, maxBytes, mayCite) {
  const read = readListedBytes(workspace, relative8, maxBytes) ?? await workspace.readFile(relative8, maxBytes);
  if (read.kind === "error") {
    return { error: `note cannot be read: ${read.reason.replace(/_/g, " ")}` };
  }
  const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
  const valid = (0, import_node_buffer.isUtf8)(bytes);
  if (valid && !mayCite(read.bytes)) {
    return { cites: false };
  }
  const text5 = valid ? bytes.toString("utf8") : decodeUtf8(read.bytes);
  if (text5 === void 0) {
    return { error: "note is not valid UTF-8" };
  }
  return { text: text5.charCodeAt(0) === 65279 ? text5.slice(1) : text5 };
}

// server/src/cli/runtime.ts
var import_node_v8 = require("node:v8");
function tuneHeapForBatch() {
  if (!tuned && !relaxed) {
    tuned = true;
    (0, import_node_v8.setFlagsFromString)("--optimize-for-size");
    keepYoungGenerationsSmall();
  }
}
function keepYoungGenerationsSmall() {
  (0, import_node_v8.setFlagsFromString)("--semi-space-growth-factor=1");
}
var tuned = false;
var notesRead = 0;
var batchNotes = 32;
function noteRead() {
  notesRead++;
  if (notesRead === batchNotes) {
    tuneHeapForBatch();
  }
}
var parsedBytes = 0;
var relaxed = false;
var largeRunBytes = 512 * 1024;
function noteParsed(bytes) {
  parsedBytes += bytes;
  if (parsedBytes > largeRunBytes) {
    relaxHeapTuning();
  }
}
function relaxHeapTuning() {
  if (!relaxed) {
    relaxed = true;
    (0, import_node_v8.setFlagsFromString)("--no-optimize-for-size");
    (0, import_node_v8.setFlagsFromString)("--heap-growing-percent=60");
  }
}
function tuneHeapsForPool() {
  relaxHeapTuning();
  (0, import_node_v8.setFlagsFromString)("--heap-growing-percent=30");
}

// server/src/cli/collectNotes.ts
async function collectNotes(checker, workspace, maxBytes, inScope, others, cache, parsing) {
  const collected = { notes: [], unchanged: [], fileErrors: [] };
  const checked = new Set(inScope);
  let done = Promise.resolve();
  let waiting2 = 0;
  const inOrder = (value, step2) => {
    if (waiting2 === 0 && !(value instanceof Promise)) {
      step2(value);
      return;
    }
    waiting2++;
    done = Promise.all([value, done]).then(([v]) => {
      waiting2--;
      step2(v);
    });
    done.catch(() => void 0);
  };
  for (const file of [...inScope, ...others.filter((f) => !checked.has(f))]) {
    const stats = cache && listedStats(workspace, file);
    const entry = stats && cache.unchangedNote(file, stats);
    if (entry) {
      inOrder(entry, (e) => {
        checker.indexTargets(file, e.targets, e.gitPdf === true);
        return checked.has(file) ? collected.unchanged.push({ path: file, entry: e }) : cache.record(file, e);
      });
      continue;
    }
    if (parsing?.starting) {
      await parsing.starting;
    }
    const text5 = await readNote(workspace, maxBytes, file, checked.has(file) ? collected.fileErrors : void 0);
    const stamp = stats && cache.trusted(stats);
    if (text5 !== void 0) {
      inOrder(text5 && (parsing?.parse(file, text5) ?? checker.parse(file, text5)), (parsed) => {
        const note = indexed(checker, file, text5, parsed);
        return checked.has(file) ? collected.notes.push(extend(note, { stamp })) : cache?.record(file, { stamp, ...indexFacts(note.parsed) });
      });
    }
  }
  parsing?.flush();
  await done;
  return collected;
}
async function readAndIndex(checker, workspace, maxBytes, file, errors) {
  const text5 = await readNote(workspace, maxBytes, file, errors);
  return text5 === void 0 ? void 0 : indexed(checker, file, text5, text5 && checker.parse(file, text5));
}
async function readNote(workspace, maxBytes, file, errors) {
  const read = await readListedNote(workspace, file, maxBytes, mayCiteBytes);
  noteRead();
  if ("error" in read) {
    errors?.push({ file, message: read.error });
    return void 0;
  }
  return "text" in read ? read.text : "";
}
function indexed(checker, file, text5, parse4) {
  const parsed = parse4 || { citations: [], skipped: [] };
  if (parse4) {
    checker.indexNote(file, parsed);
  }
  if (parsed.citations.length > 0) {
    noteParsed(text5.length);
  }
  return { path: file, text: parsed.citations.length + parsed.skipped.length ? text5 : "", parsed };
}
function localTargets(parsed) {
  return [...new Set(parsed.citations.flatMap((c) => projectFileOf(c.target) ?? []))];
}
function indexFacts(parsed) {
  const targets = localTargets(parsed);
  return citesGitPdf(parsed.citations) ? { targets, gitPdf: true } : { targets };
}

// server/src/cli/version.ts
var version = true ? "0.1.0" : "0.0.0-dev";

// server/src/cli/cachedCheck.ts
async function checkCollected(checker, workspace, config, collected, cache) {
  const maxBytes = config.maxSourceBytes;
  const states = new SourceStates(workspace, cache, maxBytes);
  cache?.setKnown([...checker.knownSources(), ...storedRenders(workspace)], (s) => states.stamp(s).stamp, (s) => states.stamp(s).trusted);
  if (cache) {
    checker.knownSources().forEach((s) => states.stamp(s));
    checker.useSketches(cache.sketches(states, () => checker.knownSources()));
  }
  const out = [];
  const toCheck = [];
  const reuse = (path20, entry, stamp, byText) => {
    const take = (checked) => {
      if (cache && entry && checked) {
        out.push({ report: { file: path20, results: checked.results, skipped: checked.skipped }, text: checked.text });
        cache.record(path20, checked === entry.checked && stamp === entry.stamp ? entry : { ...entry, stamp, checked });
      }
      return Boolean(checked);
    };
    const found = cache && entry ? reusable(cache, entry, states, path20, byText) : void 0;
    return found instanceof Promise ? found.then(take) : take(found);
  };
  for (const { path: path20, entry } of collected.unchanged) {
    const reused = reuse(path20, entry, entry.stamp, false);
    const note = !(reused instanceof Promise ? await reused : reused) && await readAndIndex(checker, workspace, maxBytes, path20, collected.fileErrors);
    if (note) {
      toCheck.push(extend(note, { stamp: entry.stamp }));
    }
  }
  for (const note of collected.notes) {
    const entry = note.text === "" || !cache?.byContent ? void 0 : cache.previousEntry(note.path);
    if (!(entry?.checked?.text === note.text && await reuse(note.path, entry, note.stamp, true))) {
      toCheck.push(note);
    }
  }
  for (const note of toCheck) {
    localTargets(note.parsed).forEach((s) => states.stamp(s));
  }
  const reports = await checker.checkNotes(toCheck, noopToken) ?? [];
  for (const [n, report] of reports.entries()) {
    const note = toCheck[n];
    out.push({ report, text: note.text });
    cache?.record(note.path, { stamp: note.stamp, ...indexFacts(note.parsed), checked: toRecord(note, report, config, states, cache.known) });
  }
  cache?.save();
  checker.useSketches(void 0);
  return out;
}
function carryOver(cache, all2, checked) {
  if (!cache || all2 === checked) {
    return;
  }
  const kept2 = new Set([...checked.notes, ...checked.unchanged].map((n) => n.path));
  for (const { path: path20 } of [...all2.notes, ...all2.unchanged]) {
    const entry = kept2.has(path20) ? void 0 : cache.previousEntry(path20);
    if (entry) {
      cache.record(path20, entry);
    }
  }
}
function toRecord(note, report, config, states, known) {
  if (report.results.some((r) => hangsOnMore(r, config, (s) => states.isPdf(s)))) {
    return void 0;
  }
  const targets = localTargets(note.parsed);
  const sources = Object.fromEntries(targets.map((s) => [s, states.stamp(s).trusted ? states.stamp(s).stamp : "racy"]));
  const elsewhere = report.results.some((r) => r.status === "absent" || r.status === "misattributed");
  const self = states.selfOf(note.path, targets);
  return {
    results: report.results,
    skipped: report.skipped,
    text: note.text,
    sources,
    pins: pinsOf(report.results),
    elsewhere,
    known: elsewhere ? known : void 0,
    ...self.length ? { self } : {}
  };
}
function pinsOf(results) {
  const pins = /* @__PURE__ */ new Map();
  for (const r of results) {
    const file = projectFileOf(r.citation.target);
    if (file !== void 0) {
      const known = pins.has(file) ? pins.get(file) : r.currentPin;
      pins.set(file, known === r.currentPin ? known : void 0);
    }
  }
  return Object.fromEntries([...pins].filter((e) => e[1] !== void 0));
}
function reusable(cache, entry, states, note, noteByContent) {
  const checked = entry.checked;
  if (!checked || checked.elsewhere && (cache.known === void 0 || checked.known !== cache.known)) {
    return void 0;
  }
  const byStamp = !noteByContent && Object.entries(checked.sources).every(([source, stamp]) => states.stamp(source).stamp === stamp);
  return byStamp ? withStampsOfNow(checked, states) : byContent(checked, states, note);
}
async function byContent(checked, states, note) {
  for (const [source, stamp] of Object.entries(checked.sources)) {
    if (!await states.unchanged(source, stamp, checked.pins?.[source])) {
      return void 0;
    }
  }
  const self = states.selfOf(note, Object.keys(checked.sources));
  return self.join("\n") === (checked.self ?? []).join("\n") ? withStampsOfNow(checked, states) : void 0;
}
function withStampsOfNow(checked, states) {
  const now = (s) => states.stamp(s).trusted ? states.stamp(s).stamp : "racy";
  const same = Object.entries(checked.sources).every(([s, stamp]) => now(s) === stamp);
  return same ? checked : { ...checked, sources: Object.fromEntries(Object.keys(checked.sources).map((s) => [s, now(s)])) };
}
function hangsOnMore({ citation: { target } }, config, isPdf2) {
  const file = projectFileOf(target);
  return !stampedByFiles(target, config) || file !== void 0 && (isDocumentPath(file) || isPdf2(file));
}
function openCache(project, options, cwd, warn) {
  if (!options.cache) {
    return void 0;
  }
  const own4 = options.cache === true;
  const folder = own4 ? path6.join(project.root, ".verbatim", "cache") : path6.resolve(cwd, options.cache);
  if (own4 && !isOwnCacheFolder(project.root)) {
    warn("verbatim: .verbatim/cache is a link or a file, not a folder of the project: the result cache is off for this run\n");
    return void 0;
  }
  if (!own4 && !isFolderOrMissing(folder)) {
    throw new UsageError(`--cache: ${options.cache} is not a folder (--cache takes the next argument; the cache is on by default, so a PATH needs no --cache before it)`);
  }
  const unicode = process.versions.unicode ?? process.versions.v8;
  const key = JSON.stringify({ version, build: buildStamp(), unicode, root: project.root, config: project.config, redact: options.redact, cwd });
  const shown2 = path6.relative(cwd, folder) || ".";
  return ResultCache.open(folder, key, {
    ownFolder: own4,
    byContent: !own4 && isOutside(folder, project.root),
    unwritten: (code3, sketches) => warn(sketches === void 0 ? `verbatim: the result cache could not be written in ${shown2} (${code3}): the next run starts cold
` : `verbatim: the result cache could not write its word sketches (${path6.join(shown2, sketches)}: ${code3}): the next run reads every source it searches
`)
  });
}

// server/src/node/checkPool.ts
var import_node_fs8 = require("node:fs");
var import_node_os2 = require("node:os");
var path7 = __toESM(require("node:path"));
var workerReady = "ready";
function startPool(checker, project, options, cwd, citations, parsing) {
  const few = !parsing && options.jobs === void 0 && citations < poolMinCitations;
  const workers = few ? 1 : workersFor(options.jobs, checker.knownSources(), (p) => project.workspace.toAbsolute(p));
  if (workers < 2) {
    void parsing?.close();
    return void 0;
  }
  const pool = parsing?.size === workers ? parsing : newPool(checker, project, workers, options, cwd);
  if (pool !== parsing) {
    void parsing?.close();
  }
  checker.runBatchesOn(pool);
  return pool;
}
function startParsePool(checker, project, options, cwd) {
  const workers = workersFor(options.jobs, checker.knownSources(), (p) => project.workspace.toAbsolute(p));
  return workers < 2 ? void 0 : newPool(checker, project, workers, options, cwd);
}
function newPool(checker, project, threads, options, cwd) {
  const init = { root: project.root, config: project.config, redact: options.redact, cwd, sketches: Boolean(options.cache) };
  return new CheckPool(init, threads, (p) => project.workspace.toAbsolute(p), checker.localRunner(), (path20, kept2) => checker.keepSketch(path20, kept2));
}
var poolThresholdBytes = 80 * 1024 * 1024;
var poolMinCitations = 5e3;
var workerScript = path7.join(__dirname, "cli.js");
function workersFor(jobs, known, absolute) {
  if (!(0, import_node_fs8.existsSync)(workerScript)) {
    return 1;
  }
  if (jobs !== void 0) {
    return threadsForJobs(jobs, (0, import_node_os2.availableParallelism)());
  }
  const cores = Math.min((0, import_node_os2.availableParallelism)(), 8);
  if (cores < 2) {
    return 1;
  }
  let bytes = 0;
  for (const p of known) {
    bytes += sizeOf(absolute(p));
    if (bytes >= poolThresholdBytes) {
      return cores;
    }
  }
  return 1;
}
function threadsForJobs(jobs, cores) {
  return Math.max(1, Math.min(jobs, 2 * cores));
}
function sizeOf(file) {
  try {
    return (0, import_node_fs8.statSync)(file).size;
  } catch {
    return 0;
  }
}
var CheckPool = class {
  #init;
  #size;
  /** This thread's checker, serving slot 0. */
  #local;
  /** Where the sketches the workers send back go. */
  #keepSketch;
  /** Slots 1.. are workers, started at the first request, so a run with nothing to check starts none. */
  #workers = [];
  #waiting = /* @__PURE__ */ new Map();
  #absolute;
  /** Which thread read each source, so the search elsewhere finds its word index there. */
  #owner = /* @__PURE__ */ new Map();
  #load;
  #next = 0;
  #nextParser = 0;
  /** Why a worker stopped, once one has: every later request fails with it. */
  #stopped;
  /** Settles once every worker has said it is ready (or stopped). */
  #ready = Promise.resolve();
  constructor(init, threads, absolute, local, keepSketch) {
    this.#keepSketch = keepSketch;
    this.#absolute = absolute;
    this.#init = init;
    this.#size = threads;
    this.#local = local;
    this.#load = new Array(threads).fill(0);
  }
  async checkCited(jobs, _token) {
    const parts = this.#load.map(() => []);
    const groups = /* @__PURE__ */ new Map();
    for (const [i, job] of jobs.entries()) {
      const key = groupKey(job);
      pushTo(groups, key, i);
    }
    const weighed = [...groups].map(([key, members]) => ({ key, members, weight: (key ? sizeOf(this.#absolute(key)) : 0) + members.length * 4096 }));
    for (const g of weighed.sort((a, b) => b.weight - a.weight)) {
      const w = this.#lightest();
      this.#load[w] += g.weight;
      this.#owner.set(g.key, w);
      append(parts[w], g.members);
    }
    const out = new Array(jobs.length);
    await Promise.all(parts.map(async (members, w) => {
      members.sort((a, b) => a - b);
      const runs = w > 0 ? chunks(members, (i) => groupKey(jobs[i]), runJobs) : members.length ? [members] : [];
      let next = 0;
      const send = async () => {
        while (next < runs.length) {
          const run = runs[next++];
          const verdicts = await this.#ask(w, { kind: "cited", jobs: run.map((i) => jobs[i]) });
          run.forEach((i, k) => out[i] = { result: { ...verdicts[k].result, citation: jobs[i].citation }, searchOthers: verdicts[k].searchOthers });
        }
      };
      await Promise.all([send(), send()]);
    }));
    return out;
  }
  async searchElsewhere(pending, known, _token) {
    const parts = this.#load.map(() => []);
    for (const source of known) {
      let w = this.#owner.get(source);
      if (w === void 0) {
        w = this.#lightest();
        this.#load[w] += sizeOf(this.#absolute(source));
        this.#owner.set(source, w);
      }
      parts[w].push(source);
    }
    const answers = await Promise.all(parts.map((part, w) => part.length ? this.#ask(w, { kind: "elsewhere", pending: [...pending], known: part }) : pending.map(() => [])));
    return pending.map((_, i) => mergeFound(known, answers.map((a) => a[i])));
  }
  /** Parses notes on the next thread in turn (each answers in order, so turns keep them evenly busy). */
  async parseNotes(notes) {
    const w = this.#nextParser;
    this.#nextParser = (w + 1) % this.#size;
    return await this.#ask(w, { kind: "parse", notes: [...notes] });
  }
  /**
   * Starts the workers; settles once they are ready. Until then this
   * thread should allocate little: setting up a worker's heap lets every
   * young generation of the process grow (cli/runtime.ts), until the
   * worker undoes it, first thing.
   */
  ready() {
    this.#start();
    return this.#ready;
  }
  /** Threads that check, this one included. */
  get size() {
    return this.#size;
  }
  /** Stops every worker. */
  async close() {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
  #lightest() {
    return this.#load.indexOf(Math.min(...this.#load));
  }
  #ask(w, request) {
    this.#start();
    return w === 0 ? this.#here(request) : this.#post(w - 1, request);
  }
  /** Starts the workers, once. */
  #start() {
    if (this.#workers.length || this.#size < 2) {
      return;
    }
    const ready = [];
    this.#workers = Array.from({ length: this.#size - 1 }, () => {
      const worker = new (workerThreads()).Worker(workerScript, { workerData: this.#init, argv: [checkWorkerArg] });
      ready.push(new Promise((resolve13) => {
        worker.on("message", (a) => a === workerReady ? resolve13() : this.#answer(a));
        worker.once("exit", () => resolve13());
      }));
      worker.on("error", (e) => this.#failAll(e));
      worker.on("exit", (code3) => {
        this.#stopped ??= new Error(`a check worker stopped (exit code ${code3})`);
        this.#failAll(this.#stopped);
      });
      return worker;
    });
    this.#ready = Promise.all(ready).then(() => void 0);
  }
  /** A request served by this thread, as a worker serves it (checkWorker.ts). */
  async #here(request) {
    await this.#ready;
    return request.kind === "parse" ? request.notes.map((n) => parseNote(n.text, n.path)) : request.kind === "cited" ? await this.#local.checkCited(request.jobs, noopToken) : await this.#local.searchElsewhere(request.pending, request.known, noopToken);
  }
  #post(w, request) {
    if (this.#stopped) {
      return Promise.reject(this.#stopped);
    }
    const id = this.#next++;
    return new Promise((resolve13, reject) => {
      this.#waiting.set(id, { resolve: resolve13, reject });
      this.#workers[w].postMessage({ ...request, id });
    });
  }
  #answer(a) {
    for (const s of a.sketches ?? []) {
      this.#keepSketch(s.path, { profile: s.profile, pin: s.pin, sketch: new WordSketch(s.bits, s.distinctWords) });
    }
    const waiting2 = this.#waiting.get(a.id);
    this.#waiting.delete(a.id);
    if (a.error !== void 0) {
      waiting2?.reject(new Error(a.error));
    } else {
      waiting2?.resolve(a.result);
    }
  }
  #failAll(e) {
    for (const w of this.#waiting.values()) {
      w.reject(e);
    }
    this.#waiting.clear();
  }
};
var runJobs = 500;
function groupKey(job) {
  return projectFileOf(job.citation.target) ?? "";
}
function chunks(members, keyOf2, size) {
  const byKey = /* @__PURE__ */ new Map();
  for (const i of members) {
    const key = keyOf2(i);
    pushTo(byKey, key, i);
  }
  const out = [];
  let run = [];
  for (const group of byKey.values()) {
    if (run.length && run.length + group.length > size) {
      out.push(run.sort((a, b) => a - b));
      run = [];
    }
    append(run, group);
  }
  if (run.length) {
    out.push(run.sort((a, b) => a - b));
  }
  return out;
}
function mergeFound(known, parts) {
  const bySource = /* @__PURE__ */ new Map();
  for (const f of parts.flat()) {
    pushTo(bySource, f.source, f);
  }
  const out = [];
  for (const source of known) {
    const found = bySource.get(source);
    if (found && out.length < maxListed) {
      append(out, found);
    }
  }
  return out;
}

// server/src/cli/noteParsing.ts
var batchBytes = 256 * 1024;
var NoteParsing = class {
  #checker;
  #start;
  #parsedHere = 0;
  /** Parsed text at which to ask for workers next: the sources known grow as notes are indexed, so a refusal is asked again, at twice the text. */
  #nextAsk;
  #pool;
  #batch;
  /** Until a pool just started is ready: reading waits for it (`CheckPool.ready`). */
  #starting;
  constructor(checker, start, localBytes) {
    this.#checker = checker;
    this.#start = start;
    this.#nextAsk = localBytes;
  }
  /** The note's parse, now or once a worker answers. */
  parse(path20, text5) {
    if (!this.#pool && this.#parsedHere >= this.#nextAsk) {
      this.#pool = this.#start();
      this.#starting = this.#pool?.ready().finally(() => this.#starting = void 0);
      this.#nextAsk = Math.max(2 * this.#nextAsk, 64 * 1024);
    }
    if (!this.#pool) {
      const parsed = this.#checker.parse(path20, text5);
      this.#parsedHere += parsed.citations.length ? text5.length : 0;
      return parsed;
    }
    const batch = this.#batch ??= newBatch();
    const at = batch.notes.push({ path: path20, text: text5 }) - 1;
    batch.bytes += text5.length;
    if (batch.bytes >= batchBytes) {
      this.flush();
    }
    return batch.parsed.then((all2) => all2[at]);
  }
  /** Sends the notes still waiting; call once every note was handed to `parse`. */
  flush() {
    const batch = this.#batch;
    this.#batch = void 0;
    if (batch && this.#pool) {
      this.#pool.parseNotes(batch.notes).then((parsed) => batch.resolve(parsed), (e) => batch.reject(e));
    }
  }
  /** While a pool just started is not yet ready: the next read waits for it, so this thread allocates little meanwhile. */
  get starting() {
    return this.#starting;
  }
  /** The pool the notes were parsed on, if any: the check may reuse its workers. */
  get pool() {
    return this.#pool;
  }
};
function newBatch() {
  let resolve13;
  let reject;
  const parsed = new Promise((yes, no) => {
    resolve13 = yes;
    reject = no;
  });
  parsed.catch(() => void 0);
  return { notes: [], bytes: 0, parsed, resolve: resolve13, reject };
}

// server/src/cli/shard.ts
var maxShards = 9999;
function parseShard(text5) {
  const shown2 = JSON.stringify(text5);
  const m = /^(\d{1,9})\/(\d{1,9})$/.exec(text5);
  if (!m) {
    return `--shard: ${shown2} is not I/N, two whole numbers such as 2/4`;
  }
  const index2 = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > maxShards) {
    return `--shard: ${shown2}: N must be from 1 to ${maxShards}`;
  }
  if (index2 < 1 || index2 > count) {
    return `--shard: ${shown2}: I must be from 1 to N`;
  }
  return { index: index2, count };
}
function inShard(path20, shard) {
  const digest = crypto().createHash("sha256").update(path20).digest();
  return digest.readUInt32BE(0) % shard.count === shard.index - 1;
}

// server/src/cli/checkProject.ts
var parseHereBytes = 64 * 1024;
function untuned(pool) {
  if (pool) {
    tuneHeapsForPool();
  }
  return pool;
}
async function checkProject({ project, files, scopes }, options, cwd) {
  const inScope = (f) => scopes.length === 0 || scopes.some((s) => s === "" || f === s || f.startsWith(`${s}/`));
  const explicit = new Set(scopes);
  const shard = options.shard;
  const notes = files.filter((f) => inScope(f) && (explicit.has(f) ? !project.isExcluded(f) : project.isNote(f)) && (!shard || inShard(f, shard)));
  const checker = createChecker({
    workspace: project.workspace,
    config: project.config,
    redact: options.redact,
    sourceBudgetBytes: 4 * 1024 * 1024,
    rememberResults: false
  });
  checker.setProjectFiles(files);
  const cache = openCache(project, options, cwd, options.warn ?? (() => void 0));
  const maxBytes = project.config.maxSourceBytes;
  const parsing = new NoteParsing(checker, () => untuned(startParsePool(checker, project, { ...options, cache }, cwd)), options.jobs ? 0 : parseHereBytes);
  const all2 = await collectNotes(checker, project.workspace, maxBytes, notes, files.filter((f) => project.isNote(f)), cache, parsing).catch(async (e) => {
    await parsing.pool?.close();
    throw e;
  });
  const collected = options.changed ? onlyChanged(all2, options.changed, checker) : all2;
  carryOver(cache, all2, collected);
  const pool = untuned(startPool(checker, project, { ...options, cache }, cwd, collected.notes.reduce((n, note) => n + note.parsed.citations.length, 0), parsing.pool));
  const checked = await checkCollected(checker, project.workspace, project.config, collected, cache).finally(() => {
    checker.runBatchesOn(void 0);
    return pool?.close();
  });
  return { root: project.root, notes: options.rootNote ? withRootNote(checked, options.rootNote) : checked, fileErrors: collected.fileErrors, checker };
}
function withRootNote(notes, note) {
  return notes.map((n) => n.report.results.some(rootDecides) ? { ...n, report: { ...n.report, results: n.report.results.map((r) => rootDecides(r) ? { ...r, message: `${r.message} (${note})` } : r) } } : n);
}
function rootDecides(r) {
  return r.status === "source_error" && r.citation.target !== void 0 && sourceKindOf(r.citation.target).rootRelative;
}
function onlyChanged(collected, changed, checker) {
  if (changed.has("verbatim.json")) {
    return collected;
  }
  const citing = new Set([...changed].flatMap((f) => checker.citers(f)));
  const affected = (path20, targets = []) => changed.has(path20) || citing.has(path20) || targets.some((t) => changed.has(t));
  return {
    notes: collected.notes.filter((n) => affected(n.path)),
    unchanged: collected.unchanged.filter((u) => affected(u.path, u.entry.targets)),
    fileErrors: collected.fileErrors.filter((e) => affected(e.file))
  };
}

// server/src/node/loadProject.ts
var path14 = __toESM(require("node:path"));

// server/src/core/projectFiles.ts
var import_ignore = __toESM(require_ignore());
var import_posix4 = __toESM(require_posix());
var alwaysSkipped = /* @__PURE__ */ new Set([".git", "node_modules"]);
var IgnoreRules = class _IgnoreRules {
  static none = new _IgnoreRules([]);
  #rules;
  constructor(rules) {
    this.#rules = rules;
  }
  /** These rules and those of the `.gitignore` text found in the root-relative folder `base`. */
  with(base, gitignore) {
    return new _IgnoreRules([...this.#rules, { base, ig: (0, import_ignore.default)().add(gitignore) }]);
  }
  /** Whether a root-relative path (a folder when `isDir`) is ignored. */
  ignores(rel, isDir) {
    return this.#rules.some(({ base, ig }) => {
      const local = base ? rel.slice(base.length + 1) : rel;
      return ig.ignores(isDir ? `${local}/` : local);
    });
  }
};
function globTest(globs, options) {
  const res = globs.map((g) => import_posix4.default.makeRe(g, options));
  return (rel) => rel !== "" && globs.some((g, k) => rel === g || res[k].test(rel));
}
function noteSelection(config) {
  const include = globTest(config.include, {});
  const exclude = config.exclude.length ? globTest(config.exclude, { dot: true }) : () => false;
  return { isNote: (rel) => include(rel) && !exclude(rel), isExcluded: exclude };
}

// server/src/node/gitGrants.ts
var import_node_fs9 = require("node:fs");
var path8 = __toESM(require("node:path"));
var grantsVariable = "VERBATIM_REPOSITORIES";
function grant(url, dir, base) {
  if (repositoryKey(url) === void 0) {
    return `"${shown(url)}" is not a repository URL (https://host/owner/repo or git@host:owner/repo)`;
  }
  if (typeof dir !== "string" || dir === "") {
    return `the folder of ${shown(url)} must be a non-empty path`;
  }
  return [url, path8.resolve(base, dir)];
}
function parseGrantFlags(values, cwd) {
  const out = {};
  for (const value of values) {
    const eq = value.indexOf("=");
    if (eq < 0) {
      return { error: `"${shown(value)}" is not URL=DIR` };
    }
    const g = grant(value.slice(0, eq), value.slice(eq + 1), cwd);
    if (typeof g === "string") {
      return { error: g };
    }
    out[g[0]] = g[1];
  }
  return out;
}
function parseGrantsJson(text5, cwd) {
  if (text5 === void 0 || text5.trim() === "") {
    return {};
  }
  let raw;
  try {
    raw = JSON.parse(text5);
  } catch {
    return { error: 'not valid JSON: give an object of repository URL to folder, {"https://github.com/owner/repo": "/path/to/clone"}' };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return { error: "must be a JSON object of repository URL to folder" };
  }
  return grantsOf(raw, cwd);
}
function grantsOf(raw, base) {
  const out = {};
  for (const [url, dir] of Object.entries(raw)) {
    const g = grant(url, dir, base);
    if (typeof g === "string") {
      return { error: g };
    }
    out[g[0]] = g[1];
  }
  return out;
}
function cloneInsideRoot(root2, clone) {
  let at = path8.resolve(root2, clone);
  const rest = [];
  for (; ; ) {
    try {
      (0, import_node_fs9.lstatSync)(at);
      break;
    } catch {
      if (path8.dirname(at) === at) {
        return false;
      }
      rest.unshift(path8.basename(at));
      at = path8.dirname(at);
    }
  }
  let real;
  try {
    real = (0, import_node_fs9.realpathSync)(at);
  } catch {
    return false;
  }
  return isWithinRoot(path8.join(real, ...rest), realPath(root2));
}
function shown(text5) {
  const cut = text5.length > 80 ? `${text5.slice(0, 80)}\u2026` : text5;
  return cut.replace(/[^\x20-\x7e…]/g, "?");
}

// server/src/node/readConfigFile.ts
var import_node_fs10 = require("node:fs");
var maxConfigBytes = 1024 * 1024;
function readConfigFile(file, root2) {
  let real;
  let realRoot;
  try {
    real = (0, import_node_fs10.realpathSync)(file);
    realRoot = (0, import_node_fs10.realpathSync)(root2);
  } catch (e) {
    return { kind: "error", reason: `cannot be read (${e.code ?? "error"})` };
  }
  if (!isWithinRoot(real, realRoot)) {
    return { kind: "error", reason: "resolves outside the project root" };
  }
  let fd;
  try {
    fd = (0, import_node_fs10.openSync)(real, import_node_fs10.constants.O_RDONLY | (import_node_fs10.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { kind: "error", reason: `cannot be read (${e.code ?? "error"})` };
  }
  try {
    const stat = (0, import_node_fs10.fstatSync)(fd);
    if (!stat.isFile()) {
      return { kind: "error", reason: "is not a regular file" };
    }
    if (stat.size > maxConfigBytes) {
      return { kind: "error", reason: "is larger than 1 MB" };
    }
    const bytes = readAtMost(fd, maxConfigBytes + 1);
    if (bytes.byteLength > maxConfigBytes) {
      return { kind: "error", reason: "is larger than 1 MB" };
    }
    const text5 = decodeUtf8(bytes);
    return text5 === void 0 ? { kind: "error", reason: "is not valid UTF-8" } : { kind: "ok", text: text5.replace(/^\uFEFF/, "") };
  } catch (e) {
    return { kind: "error", reason: `cannot be read (${e.code ?? "error"})` };
  } finally {
    (0, import_node_fs10.closeSync)(fd);
  }
}
function readAtMost(fd, limit) {
  const buffer = Buffer.alloc(limit);
  let length = 0;
  for (; ; ) {
    const n = (0, import_node_fs10.readSync)(fd, buffer, length, limit - length, null);
    if (n === 0 || (length += n) >= limit) {
      return new Uint8Array(buffer.buffer, buffer.byteOffset, length);
    }
  }
}

// server/src/node/listFiles.ts
var import_node_fs11 = require("node:fs");
var path9 = __toESM(require("node:path"));
async function listProjectFiles(root2) {
  const out = [];
  const walk2 = (dirRel, rules) => {
    const abs = path9.join(root2, ...dirRel.split("/").filter(Boolean));
    let entries;
    try {
      entries = (0, import_node_fs11.readdirSync)(abs, { withFileTypes: true });
    } catch {
      return;
    }
    let active = rules;
    const gitignore = entries.find((e) => e.name === ".gitignore" && e.isFile());
    if (gitignore) {
      try {
        active = rules.with(dirRel, (0, import_node_fs11.readFileSync)(path9.join(abs, ".gitignore"), "utf8"));
      } catch {
      }
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const entry of entries) {
      const rel = dirRel ? `${dirRel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!alwaysSkipped.has(entry.name) && !active.ignores(rel, true)) {
          walk2(rel, active);
        }
      } else if ((entry.isFile() || entry.isSymbolicLink()) && !cacheFileName.test(entry.name) && !active.ignores(rel, false)) {
        out.push(rel);
      }
    }
  };
  walk2("", IgnoreRules.none);
  return out;
}

// server/src/node/nodeWorkspace.ts
var import_node_fs14 = require("node:fs");
var path13 = __toESM(require("node:path"));

// server/src/node/git.ts
var path10 = __toESM(require("node:path"));

// server/src/node/catFile.ts
var CatFileBatch = class {
  #repo;
  #timeoutMs;
  #idleMs;
  #child;
  #queue = [];
  #chunks = [];
  #buffered = 0;
  #header;
  /** Bytes of the current over-limit object already dropped. */
  #skipped = 0;
  #timer;
  #idle;
  /** Processes started, for tests and the bench: one per repository, never one per citation. */
  starts = 0;
  constructor(repo, timeoutMs, idleMs = 3e4) {
    this.#repo = repo;
    this.#timeoutMs = timeoutMs;
    this.#idleMs = idleMs;
  }
  /** Reads an object by name (`<commit>:<path>`, `<oid>^{commit}`); names holding a line break are refused. */
  read(name, maxBytes) {
    if (/[\n\r\0]/.test(name)) {
      return Promise.resolve({ kind: "missing" });
    }
    return new Promise((resolve13) => {
      const child = this.#ensure();
      if (!child) {
        resolve13({ kind: "failed", reason: "spawn" });
        return;
      }
      this.#queue.push({ name, maxBytes, resolve: resolve13 });
      this.#hold(true);
      child.stdin.write(`${name}
`);
      this.#armTimer();
    });
  }
  /** Ends the process; pending reads fail. */
  dispose() {
    this.#fail("disposed");
  }
  #ensure() {
    if (this.#child) {
      return this.#child;
    }
    let child;
    try {
      child = spawnGit(this.#repo, ["cat-file", "--batch"]);
    } catch {
      return void 0;
    }
    this.starts++;
    this.#child = child;
    child.stdout.on("data", (chunk) => this.#onData(chunk));
    child.stderr.resume();
    child.stdin.on("error", () => void 0);
    child.on("error", () => this.#fail("spawn", child));
    child.on("close", () => this.#fail("exited", child));
    return child;
  }
  #fail(reason, which = this.#child) {
    if (which !== this.#child || !which) {
      return;
    }
    this.#child = void 0;
    clearTimeout(this.#timer);
    clearTimeout(this.#idle);
    which.kill("SIGKILL");
    const queue = this.#queue;
    this.#queue = [];
    this.#chunks = [];
    this.#buffered = 0;
    this.#header = void 0;
    this.#skipped = 0;
    for (const p of queue) {
      p.resolve({ kind: "failed", reason });
    }
  }
  /** A request in flight keeps the process (and so the CLI) alive; an idle one lets it exit. */
  #hold(busy) {
    const child = this.#child;
    if (!child) {
      return;
    }
    const handles = [child, child.stdout, child.stdin, child.stderr];
    for (const h of handles) {
      if (busy) {
        h.ref();
      } else {
        h.unref();
      }
    }
    clearTimeout(this.#idle);
    if (!busy) {
      this.#idle = setTimeout(() => this.#fail("idle"), this.#idleMs);
      this.#idle.unref();
    }
  }
  #armTimer() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#fail("timeout"), this.#timeoutMs);
  }
  #onData(chunk) {
    this.#chunks.push(chunk);
    this.#buffered += chunk.length;
    while (this.#queue.length && this.#step()) {
    }
    if (this.#queue.length) {
      this.#armTimer();
    } else {
      clearTimeout(this.#timer);
      this.#hold(false);
    }
  }
  /** Settles the first pending read if its whole answer is buffered. */
  #step() {
    if (!this.#header) {
      const line = this.#takeLine();
      if (line === void 0) {
        return false;
      }
      const m = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
      if (!m) {
        this.#queue.shift().resolve({ kind: / ambiguous$/.test(line) ? "ambiguous" : "missing" });
        return true;
      }
      this.#header = { oid: m[1], type: m[2], size: Number(m[3]) };
    }
    const { oid, type, size } = this.#header;
    const p0 = this.#queue[0];
    if (size > p0.maxBytes && this.#buffered < size + 1) {
      this.#skipped += this.#buffered;
      this.#header = { oid, type, size: size - this.#buffered };
      this.#chunks = [];
      this.#buffered = 0;
      return false;
    }
    if (this.#buffered < size + 1) {
      return false;
    }
    const body = this.#take(size + 1);
    const whole = size + this.#skipped;
    this.#header = void 0;
    this.#skipped = 0;
    const p = this.#queue.shift();
    p.resolve({ kind: "object", oid, type, size: whole, bytes: whole <= p.maxBytes ? body.subarray(0, size) : void 0 });
    return true;
  }
  #takeLine() {
    const joined = this.#chunks.length > 1 ? Buffer.concat(this.#chunks) : this.#chunks[0];
    const nl = joined ? joined.indexOf(10) : -1;
    if (!joined || nl < 0) {
      return void 0;
    }
    this.#chunks = nl + 1 < joined.length ? [joined.subarray(nl + 1)] : [];
    this.#buffered = joined.length - nl - 1;
    return joined.subarray(0, nl).toString("utf8");
  }
  #take(n) {
    const joined = this.#chunks.length > 1 ? Buffer.concat(this.#chunks, this.#buffered) : this.#chunks[0];
    this.#chunks = n < joined.length ? [joined.subarray(n)] : [];
    this.#buffered = joined.length - n;
    return joined.subarray(0, n);
  }
};

// server/src/node/git.ts
var fullCommit = /^[0-9a-f]{40}$/;
var GitReader = class {
  #root;
  #timeoutMs;
  #repos = /* @__PURE__ */ new Map();
  #located = /* @__PURE__ */ new Map();
  /** Blob object id → bytes, least recently used first. */
  #blobs = /* @__PURE__ */ new Map();
  #blobBytes = 0;
  #blobBudget;
  /** `<commit>:<path>` → blob id, so a cached blob is served without asking Git again. */
  #paths = /* @__PURE__ */ new Map();
  #batches = /* @__PURE__ */ new Set();
  #byGitDir = /* @__PURE__ */ new Map();
  constructor(root2, options = {}) {
    this.#root = root2;
    this.#timeoutMs = options.timeoutMs ?? 2e4;
    this.#blobBudget = options.blobBudgetBytes ?? 64 * 1024 * 1024;
  }
  /** Processes started so far, over all repositories. */
  get processStarts() {
    return [...this.#batches].reduce((n, b) => n + b.starts, 0);
  }
  async read(request) {
    const repo = await this.#open(request.repository);
    if (!("batch" in repo)) {
      return repo;
    }
    const inRepo = this.#repoPath(repo, request);
    if (typeof inRepo !== "string") {
      return inRepo;
    }
    const resolved = await this.#resolve(repo, request.commit);
    if (!("commit" in resolved)) {
      return resolved;
    }
    return this.#readBlob(repo, resolved.commit, inRepo, request.maxBytes);
  }
  /** The full id of the commit `rev` names (any revision: `HEAD`, a branch, a short id) in the project's repository or a configured clone. */
  async resolveRevision(repository, rev) {
    const repo = await this.#open(repository);
    if (!("batch" in repo)) {
      return void 0;
    }
    const r = await runGit(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`], this.#timeoutMs);
    const out = r.stdout.trim();
    return r.code === 0 && /^[0-9a-f]{40,64}$/.test(out) ? out : void 0;
  }
  /** Ends every Git process. */
  dispose() {
    for (const b of this.#batches) {
      b.dispose();
    }
  }
  /**
   * The repository a request reads: for a note, the project's (found from
   * the root upward, never from the note's folder, so a folder inside the
   * project laid out as a repository is not asked); else the configured clone.
   */
  #locate(repository) {
    if (repository.kind === "note") {
      return projectRepository(this.#root) ?? { kind: "unavailable", reason: "no_repository", detail: "not a Git repository" };
    }
    const folder = path10.resolve(this.#root, repository.clone);
    const clone = cloneRepository(folder);
    if (!clone) {
      return { kind: "unavailable", reason: "no_repository", detail: `no clone at ${repository.clone}` };
    }
    if (isWithinRoot(realPath(folder), realPath(this.#root)) && leavesRoot(clone, this.#root)) {
      return { kind: "error", reason: "failed", detail: "the clone leads to Git objects outside the project" };
    }
    return clone;
  }
  #open(repository) {
    const key = repository.kind === "note" ? "note" : `clone:${repository.clone}`;
    let where = this.#located.get(key);
    if (!where) {
      const found = this.#locate(repository);
      if ("kind" in found) {
        return Promise.resolve(found);
      }
      where = found;
      this.#located.set(key, where);
    }
    let p = this.#repos.get(where.gitDir);
    if (!p) {
      p = this.#discover(where);
      this.#repos.set(where.gitDir, p);
    }
    return p;
  }
  async #discover(where) {
    const r = await runGit(where, ["rev-parse", "--absolute-git-dir", "--is-shallow-repository"], this.#timeoutMs);
    if (r.error === "ENOENT") {
      return { kind: "unavailable", reason: "no_git", detail: "git is not installed" };
    }
    const [gitDir, shallow] = r.stdout.split("\n");
    if (r.code !== 0 || !gitDir) {
      return r.error === "timeout" ? { kind: "error", reason: "failed", detail: "git timed out" } : { kind: "unavailable", reason: "no_repository", detail: "not a Git repository" };
    }
    let repo = this.#byGitDir.get(gitDir);
    if (!repo) {
      const location = { gitDir, top: where.top };
      const batch = new CatFileBatch(location, this.#timeoutMs);
      this.#batches.add(batch);
      repo = { ...location, shallow: shallow === "true", batch, commits: /* @__PURE__ */ new Map() };
      this.#byGitDir.set(gitDir, repo);
    }
    return repo;
  }
  /** The path inside the repository: note repositories take root-relative paths, which must stay inside the work tree. */
  #repoPath(repo, request) {
    if (request.repository.kind === "clone") {
      return request.path;
    }
    if (!repo.top) {
      return { kind: "error", reason: "outside_repository" };
    }
    const rel = path10.relative(repo.top, path10.join(this.#root, ...request.path.split("/")));
    if (rel === "" || rel.startsWith("..") || path10.isAbsolute(rel)) {
      return { kind: "error", reason: "outside_repository" };
    }
    return rel.split(path10.sep).join("/");
  }
  #resolve(repo, commit) {
    let p = repo.commits.get(commit);
    if (!p) {
      p = this.#resolveOnce(repo, commit);
      repo.commits.set(commit, p);
    }
    return p;
  }
  async #resolveOnce(repo, commit) {
    let full;
    if (fullCommit.test(commit)) {
      const a = await repo.batch.read(`${commit}^{commit}`, 1024 * 1024);
      if (a.kind === "failed") {
        return { kind: "error", reason: "failed", detail: `git ${a.reason}` };
      }
      full = a.kind === "object" ? a.oid : void 0;
    } else {
      const r = await runGit(repo, ["rev-parse", "--verify", "--end-of-options", `${commit}^{commit}`], this.#timeoutMs);
      if (r.error) {
        return { kind: "error", reason: "failed", detail: `git ${r.error}` };
      }
      if (/ambiguous/.test(r.stderr)) {
        return { kind: "error", reason: "ambiguous_commit" };
      }
      const out = r.stdout.trim();
      full = r.code === 0 && out.startsWith(commit) ? out : void 0;
    }
    if (full) {
      return { commit: full };
    }
    return repo.shallow ? { kind: "unavailable", reason: "shallow" } : { kind: "error", reason: "no_commit" };
  }
  async #readBlob(repo, commit, file, maxBytes) {
    const name = `${commit}:${file}`;
    const known = this.#paths.get(name);
    const hit = known === void 0 ? void 0 : this.#blobs.get(known);
    if (hit && hit.byteLength <= maxBytes) {
      this.#remember(known, hit);
      return { kind: "ok", bytes: hit, commit, blob: known };
    }
    const a = await repo.batch.read(name, maxBytes);
    if (a.kind === "failed") {
      return { kind: "error", reason: "failed", detail: `git ${a.reason}` };
    }
    if (a.kind !== "object") {
      return { kind: "error", reason: "no_path" };
    }
    if (a.type !== "blob" || await this.#isSymlink(repo, commit, file)) {
      return { kind: "error", reason: "not_a_file" };
    }
    const bytes = a.size > maxBytes ? void 0 : this.#blobs.get(a.oid) ?? a.bytes;
    if (!bytes) {
      return { kind: "error", reason: "too_large" };
    }
    this.#paths.set(name, a.oid);
    this.#remember(a.oid, bytes);
    return { kind: "ok", bytes, commit, blob: a.oid };
  }
  /**
   * Whether `file` is a symlink at `commit`: its mode in its folder's tree
   * (`<mode> <name>\0<id>` entries), which `cat-file` reading the path
   * does not tell.
   */
  async #isSymlink(repo, commit, file) {
    const slash = file.lastIndexOf("/");
    const name = Buffer.from(file.slice(slash + 1));
    const tree = await repo.batch.read(slash < 0 ? `${commit}^{tree}` : `${commit}:${file.slice(0, slash)}`, 64 * 1024 * 1024);
    if (tree.kind !== "object" || tree.type !== "tree" || !tree.bytes) {
      return true;
    }
    const bytes = Buffer.from(tree.bytes.buffer, tree.bytes.byteOffset, tree.bytes.byteLength);
    const idLength = tree.oid.length / 2;
    for (let at = 0; at < bytes.length; ) {
      const space = bytes.indexOf(32, at);
      const nul = bytes.indexOf(0, space);
      if (space < 0 || nul < 0) {
        return true;
      }
      if (bytes.subarray(space + 1, nul).equals(name)) {
        return bytes.toString("latin1", at, space) === "120000";
      }
      at = nul + 1 + idLength;
    }
    return true;
  }
  #remember(oid, bytes) {
    if (this.#blobs.delete(oid)) {
      this.#blobBytes -= bytes.byteLength;
    }
    this.#blobs.set(oid, bytes);
    this.#blobBytes += bytes.byteLength;
    for (const [k, v] of this.#blobs) {
      if (this.#blobBytes <= this.#blobBudget || k === oid) {
        break;
      }
      this.#blobs.delete(k);
      this.#blobBytes -= v.byteLength;
    }
  }
};

// server/src/node/pdfMemo.ts
var import_node_fs13 = require("node:fs");
var os2 = __toESM(require("node:os"));
var path12 = __toESM(require("node:path"));

// server/src/node/documentLimits.ts
var documentLimits = {
  /** Bytes of a Word document's entries inflated, together. */
  maxInflatedBytes: 256 * 2 ** 20,
  maxEntries: 1e4,
  /** The extractor thread's JavaScript heap. */
  maxHeapMb: 256,
  maxSeconds: 30
};
var documentJob = "verbatimDocumentExtraction";

// server/src/node/pdf.ts
var import_node_fs12 = require("node:fs");
var os = __toESM(require("node:os"));
var path11 = __toESM(require("node:path"));

// server/src/node/pdfLimits.ts
var pdfLimits = {
  maxPages: 2e3,
  /** Bytes of decoded streams (content, fonts, object streams) across the document. */
  maxInflatedBytes: 256 * 2 ** 20,
  /** The extractor thread's JavaScript heap. */
  maxHeapMb: 256,
  maxSeconds: 30
};
var extractionJob = "verbatimPdfExtraction";

// server/src/node/pdf.ts
function extractorPath(bundle = "pdfjs.js") {
  const beside = path11.join(__dirname, bundle);
  if ((0, import_node_fs12.existsSync)(beside)) {
    return beside;
  }
  for (let dir = path11.dirname(__dirname); path11.dirname(dir) !== dir; dir = path11.dirname(dir)) {
    if ((0, import_node_fs12.existsSync)(path11.join(dir, "package.json"))) {
      const built = path11.join(dir, "dist", bundle);
      if ((0, import_node_fs12.existsSync)(built)) {
        return built;
      }
      break;
    }
  }
  throw new Error(`the extractor bundle (${bundle}) is missing`);
}
async function extractPdf(bytes, limits = pdfLimits) {
  const job = { [extractionJob]: true, bytes, maxPages: limits.maxPages, maxInflatedBytes: limits.maxInflatedBytes };
  return extractInThread("pdfjs.js", job, limits);
}
async function extractInThread(bundle, job, limits) {
  while (running >= maxRunning()) {
    await new Promise((resolve13) => waiting.push(resolve13));
  }
  running++;
  try {
    return await runThread(bundle, job, limits);
  } finally {
    running--;
    waiting.shift()?.();
  }
}
var running = 0;
var waiting = [];
var maxRunning = () => Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));
async function runThread(bundle, job, limits) {
  let file;
  try {
    file = extractorPath(bundle);
  } catch (e) {
    return { error: e.message };
  }
  const { Worker } = workerThreads();
  return new Promise((resolve13) => {
    const worker = new Worker(file, {
      workerData: job,
      execArgv: [],
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: Math.min(32, limits.maxHeapMb), stackSizeMb: 4 }
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let done = false;
    const finish2 = (reply) => {
      if (!done) {
        done = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve13(reply);
      }
    };
    const timer = setTimeout(() => finish2({ error: `extraction exceeded ${limits.maxSeconds} s` }), limits.maxSeconds * 1e3);
    worker.on("message", (m) => finish2(asReply(m)));
    worker.on("error", (e) => finish2({
      error: e.code === "ERR_WORKER_OUT_OF_MEMORY" ? `extraction exceeded ${limits.maxHeapMb} MB of memory` : "the extractor failed"
    }));
    worker.on("exit", () => finish2({ error: "the extractor ended without a text" }));
  });
}
function asReply(m) {
  const r = m;
  if (r && typeof r.error === "string") {
    return { error: r.error };
  }
  if (r && Array.isArray(r.pages) && r.pages.every((p) => typeof p === "string") && typeof r.extractor === "string" && typeof r.extractorVersion === "string") {
    return { pages: r.pages, extractor: r.extractor, extractorVersion: r.extractorVersion };
  }
  return { error: "the extractor gave no text" };
}

// server/src/node/documents.ts
function inThread(kind) {
  return {
    extract: (bytes, limits) => {
      const job = { [documentJob]: kind, bytes, maxInflatedBytes: limits.maxInflatedBytes, maxEntries: limits.maxEntries };
      return extractInThread(`${kind}.js`, job, limits);
    },
    memoFolder: (extractor, version2) => `${kind}-${extractor}-${version2}-e${documentLimits.maxEntries}-i${documentLimits.maxInflatedBytes}`.replace(/[^\w.+-]/g, "_")
  };
}
var documentHosts = {
  // pdf.js runs under its own limits (pages, inflated bytes).
  pdf: {
    extract: (bytes) => extractPdf(bytes),
    memoFolder: (_extractor, version2) => `pdfjs-dist-${version2}-p${pdfLimits.maxPages}-i${pdfLimits.maxInflatedBytes}`
  },
  html: inThread("html"),
  docx: inThread("docx")
};
function extractDocument(kind, bytes, limits = documentLimits) {
  return documentHosts[kind].extract(bytes, limits);
}
function memoFolderOf(kind, extractor, version2) {
  return documentHosts[kind].memoFolder(extractor, version2);
}

// server/src/node/pdfMemo.ts
var PdfTextMemo = class {
  #dir;
  #extractor;
  #version;
  /** `kind`: one memo per kind of document, each in its own folder. */
  constructor(dir, kind = "pdf") {
    const { extractor, extractorVersion } = documentKind(kind);
    this.#extractor = extractor;
    this.#version = extractorVersion;
    this.#dir = path12.join(dir, memoFolderOf(kind, extractor, extractorVersion));
  }
  /** The user's memo folder: `$XDG_CACHE_HOME/verbatim`, else the platform's cache folder; undefined with no home. */
  static defaultDir() {
    const xdg = process.env.XDG_CACHE_HOME;
    if (xdg && path12.isAbsolute(xdg)) {
      return path12.join(xdg, "verbatim", "pdf-text");
    }
    const home = os2.homedir();
    if (!home || !path12.isAbsolute(home)) {
      return void 0;
    }
    const local = process.env.LOCALAPPDATA;
    const base = process.platform === "darwin" ? path12.join(home, "Library", "Caches") : process.platform === "win32" ? local && path12.isAbsolute(local) ? local : path12.join(home, "AppData", "Local") : path12.join(home, ".cache");
    return path12.join(base, "verbatim", "pdf-text");
  }
  /** The document's text as extracted before on this machine, or undefined. */
  get(pdfHex) {
    const file = this.#file(pdfHex);
    try {
      if ((0, import_node_fs13.statSync)(file).size > 512 * 2 ** 20) {
        return void 0;
      }
      const m = JSON.parse((0, import_node_fs13.readFileSync)(file, "utf8"));
      if (m.pdf === pdfHex && Array.isArray(m.pages) && m.pages.every((p) => typeof p === "string")) {
        return { pages: m.pages, extractor: this.#extractor, extractorVersion: this.#version };
      }
    } catch {
    }
    return void 0;
  }
  /** Remembers an extraction; a folder that cannot be written only means extracting again next time. */
  put(pdfHex, render2) {
    if (render2.extractor !== this.#extractor || render2.extractorVersion !== this.#version) {
      return;
    }
    const file = this.#file(pdfHex);
    const temp = `${file}.${process.pid}.tmp`;
    try {
      (0, import_node_fs13.mkdirSync)(this.#dir, { recursive: true });
      (0, import_node_fs13.writeFileSync)(temp, JSON.stringify({ pdf: pdfHex, pages: render2.pages }));
      (0, import_node_fs13.renameSync)(temp, file);
    } catch {
    }
  }
  #file(pdfHex) {
    return path12.join(this.#dir, `${pdfHex}.json`);
  }
};
async function extractRemembered(kind, bytes, memo) {
  const hex2 = memo && sha256Hex2(bytes);
  const known = hex2 ? memo.get(hex2) : void 0;
  if (known) {
    return known;
  }
  const made = await extractDocument(kind, bytes);
  if (hex2 && !("error" in made)) {
    memo.put(hex2, made);
  }
  return made;
}

// server/src/node/readBuffers.ts
var ReadBuffers = class {
  #spare = [];
  #spareBytes = 0;
  /** A buffer of at least `size` bytes, spare or new; its contents are stale. */
  take(size) {
    let best = -1;
    for (let i = 0; i < this.#spare.length; i++) {
      const length = this.#spare[i].length;
      if (length >= size && (best < 0 || length < this.#spare[best].length)) {
        best = i;
      }
    }
    if (best >= 0) {
      const taken = this.#spare.splice(best, 1)[0];
      this.#spareBytes -= taken.length;
      return taken;
    }
    let capacity = smallest;
    while (capacity < size) {
      capacity *= 2;
    }
    return Buffer.allocUnsafeSlow(capacity > largest ? size : capacity);
  }
  /** Takes back a buffer whose bytes nobody reads any more. */
  give(buffer) {
    if (buffer.length === 0 || buffer.length > largest) {
      return;
    }
    this.#spare.push(buffer);
    this.#spareBytes += buffer.length;
    while (this.#spare.length > kept || this.#spareBytes > keptBytes) {
      let smallestAt = 0;
      for (let i = 1; i < this.#spare.length; i++) {
        smallestAt = this.#spare[i].length < this.#spare[smallestAt].length ? i : smallestAt;
      }
      this.#spareBytes -= this.#spare.splice(smallestAt, 1)[0].length;
    }
  }
};
var smallest = 64 * 1024;
var largest = 1024 * 1024;
var keptBytes = 4 * 1024 * 1024;
var kept = 9;

// server/src/node/nodeWorkspace.ts
var NodeWorkspace = class {
  root;
  #realRoot;
  /** Undefined when Git may not run (an untrusted workspace). */
  #git;
  #buffers = new ReadBuffers();
  #memoDir;
  #memos = /* @__PURE__ */ new Map();
  /** `pdfMemo`: the folder of this machine's memo of PDF extractions (`PdfTextMemo`), or false for none. */
  constructor(root2, options = {}) {
    this.root = path13.resolve(root2);
    this.#realRoot = (0, import_node_fs14.realpathSync)(this.root);
    this.#git = options.git === false ? void 0 : new GitReader(this.root);
    this.#memoDir = (options.pdfMemo ?? PdfTextMemo.defaultDir()) || void 0;
  }
  /** The Git reader, unless Git may not run here. */
  get git() {
    return this.#git;
  }
  /** Git sources: through one long-lived process per repository; never run when Git is disabled. */
  readGitBlob(request) {
    if (!this.#git) {
      return Promise.resolve({ kind: "unavailable", reason: "disabled", detail: "Git does not run in an untrusted workspace" });
    }
    return this.#git.read(request);
  }
  gitHead(repository) {
    return this.#git ? this.#git.resolveRevision(repository, "HEAD") : Promise.resolve(void 0);
  }
  /** A document's text (a PDF's pages), by its extractor in a worker thread within limits, or as this machine extracted them before. */
  renderDocument(kind, bytes) {
    let memo = this.#memos.get(kind);
    if (!memo && this.#memoDir) {
      memo = new PdfTextMemo(this.#memoDir, kind);
      this.#memos.set(kind, memo);
    }
    return extractRemembered(kind, bytes, memo);
  }
  /** Ends the Git processes (they also end by themselves when idle). */
  dispose() {
    this.#git?.dispose();
  }
  /** Absolute path of a root-relative path. */
  toAbsolute(relative8) {
    return path13.join(this.root, relative8);
  }
  /** Root-relative `/` path of an absolute path, or undefined when it lies outside the root. */
  toRelative(absolute) {
    return relativeInside(this.root, absolute);
  }
  async readFile(relative8, maxBytes) {
    const real = await this.#confined(relative8);
    if (typeof real !== "string") {
      return real;
    }
    let handle2;
    try {
      handle2 = await import_node_fs14.promises.open(real, import_node_fs14.constants.O_RDONLY | (import_node_fs14.constants.O_NONBLOCK ?? 0));
      const stat = await handle2.stat({ bigint: true });
      if (!stat.isFile()) {
        return { kind: "error", reason: "not_a_file" };
      }
      if (stat.size > BigInt(maxBytes)) {
        return { kind: "error", reason: "too_large" };
      }
      const read = await this.#readAll(handle2, Number(stat.size), maxBytes);
      if (read.kind !== "ok") {
        return read;
      }
      const realPath2 = relativeInside(this.#realRoot, real);
      return { ...read, fileId: `${stat.dev}:${stat.ino}`, ...realPath2 !== void 0 && realPath2 !== relative8 ? { realPath: realPath2 } : {} };
    } catch (e) {
      return { kind: "error", reason: "unreadable", detail: e.code };
    } finally {
      await handle2?.close();
    }
  }
  /**
   * One synchronous `stat` (it follows symlinks, as identity should): asked
   * once per checked note, an awaited `realpath` and `stat` put two trips
   * through the thread pool before each note's first verdict. Only an id
   * comes back, never bytes.
   */
  async fileId(relative8) {
    if (leavesRoot2(relative8)) {
      return void 0;
    }
    try {
      const stat = (0, import_node_fs14.statSync)(this.toAbsolute(relative8), { bigint: true });
      return `${stat.dev}:${stat.ino}`;
    } catch {
      return void 0;
    }
  }
  /**
   * Whether a root-relative path stays inside the root once its symlinks
   * are resolved now (false when it cannot be resolved): what a file's stamp
   * cannot tell, since moving a folder out of the root and linking it back
   * leaves every file in it as it was.
   */
  resolvesInside(relative8) {
    return this.realInside(relative8) !== void 0;
  }
  /**
   * Where a root-relative path leads once its symlinks are resolved now,
   * relative to the real root (`/`-separated); undefined when that is
   * outside the root or the path cannot be resolved.
   */
  realInside(relative8) {
    try {
      if (leavesRoot2(relative8)) {
        return void 0;
      }
      const real = import_node_fs14.realpathSync.native(this.toAbsolute(relative8));
      return isWithinRoot(real, this.#realRoot) ? relativeInside(this.#realRoot, real) : void 0;
    } catch {
      return void 0;
    }
  }
  /** The real path of a root-relative path when it stays inside the root after resolving symlinks, else why not. */
  async #confined(relative8) {
    if (leavesRoot2(relative8)) {
      return { kind: "error", reason: "outside_root" };
    }
    let real;
    try {
      real = await import_node_fs14.promises.realpath(this.toAbsolute(relative8));
    } catch (e) {
      const code3 = e.code;
      return { kind: "error", reason: code3 === "ENOENT" || code3 === "ENOTDIR" ? "missing" : "unreadable", detail: code3 };
    }
    return isWithinRoot(real, this.#realRoot) ? real : { kind: "error", reason: "outside_root" };
  }
  sha256Hex(bytes) {
    return sha256Hex2(bytes);
  }
  /**
   * The rest of an open file, in one of `#buffers` (grown if the file grew
   * since its `stat`), handed back when the reader releases the bytes.
   */
  async #readAll(handle2, size, maxBytes) {
    let buffer = this.#buffers.take(Math.min(size, maxBytes) + 1);
    let total = 0;
    for (; ; ) {
      if (total === buffer.length) {
        if (total > maxBytes) {
          this.#buffers.give(buffer);
          return { kind: "error", reason: "too_large" };
        }
        const grown = this.#buffers.take(Math.max(total + 1, Math.min(2 * total, maxBytes + 1)));
        buffer.copy(grown, 0, 0, total);
        this.#buffers.give(buffer);
        buffer = grown;
      }
      const { bytesRead } = await handle2.read(buffer, total, buffer.length - total, null);
      if (bytesRead === 0) {
        break;
      }
      total += bytesRead;
    }
    if (total > maxBytes) {
      this.#buffers.give(buffer);
      return { kind: "error", reason: "too_large" };
    }
    const filled = buffer;
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        this.#buffers.give(filled);
      }
    };
    return { kind: "ok", bytes: new Uint8Array(filled.buffer, filled.byteOffset, total), release };
  }
};
function leavesRoot2(relative8) {
  return relative8.split("/").includes("..") || path13.isAbsolute(relative8);
}
function relativeInside(root2, absolute) {
  const rel = path13.relative(path13.resolve(root2), path13.resolve(absolute));
  const segments = rel.split(path13.sep);
  if (segments[0] === ".." || path13.isAbsolute(rel)) {
    return void 0;
  }
  return segments.join("/");
}

// server/src/node/loadProject.ts
async function loadProject(root2, configFile, grants = {}) {
  const own4 = path14.join(root2, "verbatim.json");
  const file = configFile ?? (pathKind(own4) !== void 0 ? own4 : void 0);
  let config = defaultConfig;
  let configErrors = [];
  let configReadError;
  if (file) {
    const read = readConfigFile(file, root2);
    const parsed = read.kind === "ok" ? parseProjectConfig(read.text, { cloneInsideRoot: (clone) => cloneInsideRoot(root2, clone) }) : void 0;
    if (read.kind === "error") {
      configReadError = read.reason;
      configErrors = [{ key: path14.basename(file), message: read.reason }];
    } else if (parsed?.errors) {
      configErrors = parsed.errors;
    } else if (parsed) {
      config = parsed.config;
    }
  }
  if (Object.keys(grants).length) {
    config = Object.freeze({ ...config, repositories: Object.freeze({ ...config.repositories, ...grants }) });
  }
  return {
    root: root2,
    configFile: file,
    config,
    configErrors,
    configReadError,
    workspace: new NodeWorkspace(root2),
    grants,
    files: await listProjectFiles(root2),
    ...noteSelection(config)
  };
}

// server/src/cli/project.ts
var path16 = __toESM(require("node:path"));

// server/src/node/findProjectRoot.ts
var import_node_fs15 = require("node:fs");
var path15 = __toESM(require("node:path"));
function findProjectRoot(start, cwd) {
  let dir = path15.resolve(start);
  if ((0, import_node_fs15.existsSync)(dir) && !(0, import_node_fs15.statSync)(dir).isDirectory()) {
    dir = path15.dirname(dir);
  }
  const folder = dir;
  for (let d = dir; ; d = path15.dirname(d)) {
    const config = path15.join(d, "verbatim.json");
    if ((0, import_node_fs15.existsSync)(config)) {
      return { root: d, configFile: config };
    }
    if (path15.dirname(d) === d) {
      break;
    }
  }
  for (let d = dir; ; d = path15.dirname(d)) {
    if ((0, import_node_fs15.existsSync)(path15.join(d, ".git"))) {
      return { root: d };
    }
    if (path15.dirname(d) === d) {
      break;
    }
  }
  if (cwd !== void 0) {
    if (relativeInside(cwd, folder) !== void 0) {
      return { root: path15.resolve(cwd) };
    }
  }
  return { root: folder };
}

// server/src/cli/project.ts
var repositoryOption = {
  type: "string",
  multiple: true,
  value: "URL=DIR",
  description: `read the repository URL from the clone in DIR, wherever it is; repeatable, over ${grantsVariable} (verbatim.json names clones inside the project only)`
};
function userGrants(io, flags) {
  const fromEnv = parseGrantsJson(io.env[grantsVariable], io.cwd);
  if ("error" in fromEnv && typeof fromEnv.error === "string") {
    throw new UsageError(`${grantsVariable}: ${fromEnv.error}`);
  }
  const given = parseGrantFlags(Array.isArray(flags) ? flags.filter((f) => typeof f === "string") : [], io.cwd);
  if ("error" in given && typeof given.error === "string") {
    throw new UsageError(`--repository: ${given.error}`);
  }
  return { ...fromEnv, ...given };
}
function locateProject(io, startAt, rootFlag, configFlag) {
  let root2;
  let configFile;
  if (rootFlag !== void 0) {
    root2 = path16.resolve(io.cwd, rootFlag);
    if (pathKind(root2) !== "folder") {
      throw new UsageError(`--root: ${rootFlag} is not a folder`);
    }
  } else if (configFlag !== void 0) {
    root2 = path16.dirname(path16.resolve(io.cwd, configFlag));
  } else {
    root2 = findProjectRoot(startAt, io.cwd).root;
  }
  if (configFlag !== void 0) {
    configFile = path16.resolve(io.cwd, configFlag);
    if (pathKind(configFile) === void 0) {
      throw new UsageError(`--config: ${configFlag} does not exist`);
    }
  }
  return { root: root2, configFile };
}
function rootReason(io, project, flags) {
  if (flags.root !== void 0) {
    return { reason: "--root", chosen: true };
  }
  if (flags.config !== void 0) {
    return { reason: "the folder of --config", chosen: true };
  }
  if (project.configFile) {
    return { reason: "it holds verbatim.json", chosen: true };
  }
  if (pathKind(path16.join(project.root, ".git")) !== void 0) {
    return { reason: "the Git work tree", chosen: true };
  }
  const where = project.root === path16.resolve(io.cwd) ? "the working folder" : "the folder of the path";
  return { reason: `${where}, with no verbatim.json or .git in it or above`, chosen: false };
}
function describeRoot(project, reason) {
  const config = project.configFile === void 0 ? ": none, the defaults" : ` ${project.configFile}`;
  return `verbatim: project root ${project.root} (${reason}); configuration${config}
`;
}
function usable(io, project) {
  const shown2 = project.configFile && (path16.relative(io.cwd, project.configFile) || project.configFile);
  if (project.configReadError) {
    throw new UsageError(`${shown2}: ${project.configReadError}`);
  }
  if (project.configErrors.length) {
    throw new UsageError(project.configErrors.map((e) => `${shown2}:${e.range ? `${e.range.start.line + 1}:${e.range.start.character + 1}:` : ""} ${configErrorText(e)}`).join("\nverbatim: "));
  }
  return project;
}
async function splitNested(io, outer, scopes) {
  const nested = outer.files.filter((f) => f.endsWith("/verbatim.json")).map((f) => f.slice(0, -"/verbatim.json".length)).sort();
  const parts = [];
  for (const dir of ["", ...nested]) {
    const inner = scopes.length === 0 ? [] : scopesWithin(dir, scopes);
    if (inner === void 0) {
      continue;
    }
    const project = dir ? usable(io, await loadProject(path16.join(outer.root, ...dir.split("/")), void 0, outer.grants)) : outer;
    const deeper = nested.filter((d) => d !== dir && (dir === "" || d.startsWith(`${dir}/`))).map((d) => `${dir ? d.slice(dir.length + 1) : d}/`);
    const files = project.files.filter((f) => !deeper.some((d) => f.startsWith(d)));
    parts.push({ project, files, scopes: inner });
  }
  return parts;
}
function scopesWithin(dir, scopes) {
  const inner = [];
  for (const s of scopes) {
    if (dir === "") {
      inner.push(s);
    } else if (s === "" || s === dir || dir.startsWith(`${s}/`)) {
      inner.push("");
    } else if (s.startsWith(`${dir}/`)) {
      inner.push(s.slice(dir.length + 1));
    }
  }
  return inner.length ? inner : void 0;
}

// server/src/cli/report.ts
var path17 = __toESM(require("node:path"));
function displayPath(base, root2, file) {
  const abs = path17.join(root2, ...file.split("/"));
  const rel = path17.relative(base, abs);
  return (rel === "" ? "." : path17.isAbsolute(rel) ? abs : rel).split(path17.sep).join("/");
}
function buildReport(projects, redact, cwd) {
  const citations = [];
  const fileErrors = [];
  let skipped = 0;
  let files = 0;
  for (const project of projects) {
    skipped += position2(project, citations);
    files += project.notes.length + project.fileErrors.length;
    append(fileErrors, project.fileErrors.map((e) => ({ ...e, root: project.root })));
  }
  const root2 = projects[0]?.root ?? cwd;
  const shown2 = /* @__PURE__ */ new Map();
  const where = (c) => {
    const key = `${c.root}\0${c.result.file}`;
    let p = shown2.get(key);
    if (p === void 0) {
      shown2.set(key, p = displayPath(root2, c.root, c.result.file));
    }
    return p;
  };
  citations.sort((a, b) => compare(where(a), where(b)) || a.line - b.line || a.column - b.column);
  return { cwd, root: root2, roots: projects.map((p) => p.root), citations, fileErrors, redact, summary: summarize(citations, fileErrors, files, skipped) };
}
function position2(project, citations) {
  let skipped = 0;
  for (const { report, text: text5 } of project.notes) {
    skipped += report.skipped;
    const lines = new LineIndex(text5);
    for (const result of report.results) {
      const { start, end } = result.citation.span;
      const last = Math.max(start, end - 1);
      citations.push({
        result,
        root: project.root,
        line: lines.lineAt(start),
        column: lines.columnAt(start),
        endLine: lines.lineAt(last),
        // The column of the last character, whose UTF-16 offset may be the second half of a surrogate pair.
        endColumn: lines.columnAt(last)
      });
    }
  }
  return skipped;
}
function summarize(citations, fileErrors, files, skipped) {
  const byStatus = {};
  for (const status of allStatuses) {
    const n = citations.filter((c) => c.result.status === status).length;
    if (n) {
      byStatus[status] = n;
    }
  }
  return {
    files,
    citations: citations.length,
    verified: byStatus.verified ?? 0,
    errors: citations.filter((c) => c.result.severity === "error").length + fileErrors.length,
    warnings: citations.filter((c) => c.result.severity === "warning").length,
    byStatus,
    skipped,
    unresolved: byStatus.unresolved ?? 0,
    unverified: byStatus.unverified ?? 0
  };
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function isFinding(c) {
  return c.result.status !== "verified" && c.result.severity !== "off";
}

// server/src/cli/reporters/github.ts
function toGithub(report, base) {
  const lines = [];
  for (const e of report.fileErrors) {
    lines.push(`::error file=${prop(displayPath(base, e.root, e.file))},line=1,col=1,title=verbatim source_error::${data(e.message)}`);
  }
  for (const c of report.citations.filter(isFinding)) {
    const level = c.result.severity === "error" ? "error" : c.result.severity === "warning" ? "warning" : "notice";
    lines.push(`::${level} file=${prop(displayPath(base, c.root, c.result.file))},line=${c.line},col=${c.column},endLine=${c.endLine},endColumn=${c.endColumn},title=verbatim ${c.result.status}::${data(c.result.message)}`);
  }
  const s = report.summary;
  lines.push(`verbatim: ${s.citations} citation(s), ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s); not checked: skipped ${s.skipped}, unresolved ${s.unresolved}, unverified ${s.unverified}`);
  return `${lines.join("\n")}
`;
}
function data(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function prop(s) {
  return data(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// server/src/cli/reporters/html.ts
function toHtml(report, texts, version2) {
  const findings = report.citations.filter(isFinding);
  const byNote = /* @__PURE__ */ new Map();
  for (const c of findings) {
    const shown2 = displayPath(report.cwd, c.root, c.result.file);
    pushTo(byNote, shown2, c);
  }
  const notes = [...byNote.keys()].sort();
  const ids = new Map(notes.map((n2, k) => [n2, `note-${k + 1}`]));
  let n = 0;
  const sections = notes.map((file) => `<section class="note" id="${ids.get(file)}" aria-labelledby="${ids.get(file)}-h">
<h2 id="${ids.get(file)}-h">${esc(file)} <span class="count">${byNote.get(file).length} finding(s)</span></h2>
${byNote.get(file).map((c) => finding(c, ++n, report, texts)).join("\n")}
</section>`);
  lineIndexes.clear();
  const errors = report.fileErrors.length ? `<section class="note" id="unreadable" aria-labelledby="unreadable-h"><h2 id="unreadable-h">Notes that could not be read</h2><ul>${report.fileErrors.map((e) => `<li><code>${esc(displayPath(report.cwd, e.root, e.file))}</code>: ${esc(e.message)}</li>`).join("")}</ul></section>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="generator" content="verbatim ${esc(version2)}">
<title>Verbatim report: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s)</title>
<style>${style}</style>
</head>
<body>
<a class="skip" href="#findings">Skip to findings</a>
<header><h1>Verbatim report</h1><p class="root">Project <code>${esc(report.root)}</code></p></header>
<main>
${summary(report)}
${notes.length ? `<nav aria-label="Notes with findings"><h2>Notes with findings</h2><ol>${notes.map((f) => `<li><a href="#${ids.get(f)}">${esc(f)}</a> (${byNote.get(f).length})</li>`).join("")}</ol></nav>` : ""}
<div id="findings" tabindex="-1">
${sections.join("\n") || '<p class="clean">Every checked citation verified: nothing to review.</p>'}
${errors}
</div>
</main>
</body>
</html>
`;
}
function summary(report) {
  const s = report.summary;
  const cells = [
    ["Files", s.files, ""],
    ["Citations", s.citations, ""],
    ["Verified", s.verified, "ok"],
    ["Errors", s.errors, s.errors ? "error" : ""],
    ["Warnings", s.warnings, s.warnings ? "warning" : ""],
    ["Skipped", s.skipped, ""],
    ["Unresolved", s.unresolved, ""],
    ["Unverified", s.unverified, ""]
  ];
  const byStatus = Object.entries(s.byStatus).map(([status, count]) => `<tr><th scope="row"><span class="badge status-${status}">${status}</span></th><td>${count}</td></tr>`).join("");
  return `<section class="summary" aria-labelledby="summary-h">
<h2 id="summary-h">Summary</h2>
<dl class="counts">${cells.map(([label, value, cls]) => `<div class="${cls}"><dt>${label}</dt><dd>${value}</dd></div>`).join("")}</dl>
${byStatus ? `<table><caption>Citations by status</caption><thead><tr><th scope="col">Status</th><th scope="col">Citations</th></tr></thead><tbody>${byStatus}</tbody></table>` : ""}
</section>`;
}
function finding(c, n, report, texts) {
  const r = c.result;
  const id = `finding-${n}`;
  const file = displayPath(report.cwd, c.root, r.file);
  const noteText = report.redact ? void 0 : texts.note(c.root, r.file);
  const passage = report.redact ? void 0 : passageOf(r, (p) => texts.source(c.root, p));
  const noteLines = noteText === void 0 ? "" : `<figure class="note-context"><figcaption>${esc(file)}, ${lineLabel(c.line, c.endLine)}</figcaption>${pre(excerpt(noteText, c.line, c.endLine), c.line)}</figure>`;
  const sourceFigure = passage ? `<figure class="source"><figcaption>${esc(displayPath(report.cwd, c.root, passage.source))}, ${esc(passage.label)}</figcaption>${pre(passage.text, passage.firstLine, passage.mark)}</figure>` : "";
  return `<article class="finding severity-${r.severity}" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><a href="#${id}">${esc(file)}:${c.line}:${c.column}</a> <span class="badge status-${r.status}">${r.status}</span> <span class="severity">${r.severity}</span></h3>
<p class="message">${esc(r.message)}</p>
${noteLines || sourceFigure ? `<div class="columns">${noteLines}${sourceFigure}</div>` : ""}
<p class="suggestion"><strong>Suggestion:</strong> ${esc(advice(r)).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>
</article>`;
}
function passageOf(r, sourceText) {
  const pick = (source, p, label) => {
    const text5 = source === void 0 || p === void 0 ? void 0 : sourceText(source);
    if (text5 === void 0) {
      return void 0;
    }
    const lines = linesOf(text5);
    const first = Math.max(1, p.startLine - 1);
    const last = Math.min(lines.lineCount, p.endLine + 1, first + 20);
    const from = lines.lineStart(first);
    const body = text5.slice(from, lines.lineEnd(last));
    let start = p.start;
    if (start === void 0 && p.text !== void 0) {
      const at = text5.indexOf(p.text, lines.lineStart(p.startLine));
      start = at >= 0 ? at : void 0;
    }
    const end = p.end ?? (start !== void 0 && p.text !== void 0 ? start + p.text.length : void 0);
    const mark2 = start !== void 0 && end !== void 0 ? { start: start - from, end: Math.min(end, from + body.length) - from } : void 0;
    return { source, label, text: body, firstLine: first, mark: mark2 };
  };
  const o = r.occurrences?.[0];
  if (o) {
    const label = r.status === "out_of_range" ? `the quote occurs at ${lineLabel(o.startLine, o.endLine)}, outside the cited range` : r.status === "ambiguous" ? `occurrence 1 of ${r.count}, ${lineLabel(o.startLine, o.endLine)}` : `the quote at ${lineLabel(o.startLine, o.endLine)}`;
    return pick(r.source, o, label);
  }
  if (r.suggestion) {
    return pick(r.source, r.suggestion, `nearest passage, ${lineLabel(r.suggestion.startLine, r.suggestion.endLine)}`);
  }
  const f = r.foundIn?.[0];
  return f ? pick(f.source, f, `where the quote occurs, ${lineLabel(f.startLine, f.endLine)}`) : void 0;
}
function advice(r) {
  switch (r.status) {
    case "absent":
      return r.suggestion ? "Quote the source's exact words (the nearest passage is marked), or cite the source that has them." : "Check the quote against the source; it occurs in no known source.";
    case "misattributed":
      return `Cite ${r.foundIn?.[0]?.source ?? "the source the quote occurs in"} instead (the editor's quick fix re-attributes it).`;
    case "ambiguous":
      return "Quote more context, or give a range that holds one occurrence (the editor offers one fix per occurrence).";
    case "out_of_range":
      return r.occurrences?.length === 1 ? "Correct the range: `verbatim fix` does this without touching the quote." : "Correct the range to the lines that hold the quote.";
    case "version_mismatch":
      return "The source changed since it was cited. If the quote still verifies, `verbatim fix` re-pins it; otherwise re-read the source.";
    case "invalid_range":
      return "Give a range inside the source's lines or pages.";
    case "source_error":
      return "Make the source a readable UTF-8 file inside the project.";
    case "unverified":
      return "Keep a local capture of the source (or a clone of the repository) so the quote can be checked.";
    case "missing_anchor":
    case "invalid_attribution":
      return "Write the attribution as `path:lines` in backticks, a Markdown link, or a GitHub blob URL.";
    case "unresolved":
      return "Put the link in the quote's sentence, in parentheses after it.";
    case "unsafe_elision":
      return "The elision omits a negation: quote the omitted words, or end the quote before them.";
    case "hidden_text":
      return "Remove the direction controls from the quote, so it reads as the words compared.";
    case "short_quote":
      return "Quote more words, so the quote is evidence.";
    case "empty_quote":
      return "Quote some words.";
    default:
      return "Review the citation.";
  }
}
function excerpt(text5, first, last) {
  const lines = linesOf(text5);
  const end = Math.min(last, first + 20);
  return text5.slice(lines.lineStart(first), lines.lineEnd(end));
}
function pre(text5, firstLine, mark2) {
  let html2 = "";
  let offset = 0;
  const rows = text5.split("\n");
  for (const [k, row] of rows.entries()) {
    const rowStart = offset;
    const rowEnd = offset + row.length;
    offset = rowEnd + 1;
    let body = esc(row.replace(/\r$/, ""));
    if (mark2 && mark2.start < rowEnd + 1 && mark2.end > rowStart) {
      const a = Math.max(mark2.start, rowStart) - rowStart;
      const b = Math.min(mark2.end, rowEnd) - rowStart;
      body = `${esc(row.slice(0, a))}<mark>${esc(row.slice(a, b))}</mark>${esc(row.slice(b).replace(/\r$/, ""))}`;
    }
    html2 += `<span class="line"><span class="ln" aria-hidden="true">${firstLine + k}</span>${body}</span>
`;
  }
  return `<pre><code>${html2}</code></pre>`;
}
function lineLabel(a, b) {
  return a === b ? `line ${a}` : `lines ${a}\u2013${b}`;
}
function esc(s) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
var style = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --mark: #fff3b0; --error: #b3261e; --warning: #8a5a00; --ok: #1a7f37; --focus: #0969da; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --mark: #5a4a00; --error: #ff7b72; --warning: #e3b341; --ok: #3fb950; --focus: #4493f8; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
header, main { max-width: 78rem; margin: 0 auto; padding: 0 1.25rem; }
h1 { margin: 1.25rem 0 0; font-size: 1.6rem; }
h2 { font-size: 1.25rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 0 0 .25rem; }
a { color: var(--focus); }
a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; z-index: 1; }
.root, .count, .severity, figcaption { color: var(--muted); font-size: .875rem; }
.counts { display: flex; flex-wrap: wrap; gap: .75rem; margin: 0; }
.counts div { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .9rem; min-width: 7rem; background: var(--panel); }
.counts dt { font-size: .8rem; color: var(--muted); } .counts dd { margin: 0; font-size: 1.5rem; font-weight: 600; }
.counts .error dd { color: var(--error); } .counts .warning dd { color: var(--warning); } .counts .ok dd { color: var(--ok); }
table { border-collapse: collapse; margin-top: 1rem; } caption { text-align: left; color: var(--muted); }
th, td { border: 1px solid var(--line); padding: .25rem .6rem; text-align: left; }
.finding { border: 1px solid var(--line); border-left: 6px solid var(--muted); border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
.finding.severity-error { border-left-color: var(--error); } .finding.severity-warning { border-left-color: var(--warning); }
.badge { font: 600 .8rem ui-monospace, monospace; border: 1px solid currentColor; border-radius: 1rem; padding: 0 .5rem; }
.severity-error .badge { color: var(--error); } .severity-warning .badge { color: var(--warning); } .status-verified { color: var(--ok); }
.columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1rem; }
figure { margin: 0; min-width: 0; }
pre { margin: .25rem 0 0; padding: .5rem; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; font: .85rem/1.45 ui-monospace, "SFMono-Regular", Menlo, monospace; }
.line { white-space: pre-wrap; overflow-wrap: anywhere; }
.ln { display: inline-block; min-width: 3ch; margin-right: 1ch; color: var(--muted); text-align: right; user-select: none; }
mark { background: var(--mark); color: inherit; outline: 1px solid var(--warning); border-radius: 2px; }
.suggestion { margin-bottom: 0; }
@media (forced-colors: active) { mark { outline: 2px solid Highlight; } .finding { border-left-width: 6px; } }
@media print {
  :root { --bg: #fff; --fg: #000; --muted: #333; --panel: #fff; --line: #999; --mark: #fff; }
  .skip, nav { display: none; } body { font-size: 11pt; } header, main { max-width: none; padding: 0; }
  .finding { break-inside: avoid; } mark { outline: 1px solid #000; text-decoration: underline; font-weight: 700; }
  a { color: inherit; text-decoration: none; } pre { white-space: pre-wrap; }
}
`;
var lineIndexes = /* @__PURE__ */ new Map();
function linesOf(text5) {
  let lines = lineIndexes.get(text5);
  if (!lines) {
    if (lineIndexes.size >= 16) {
      lineIndexes.delete(lineIndexes.keys().next().value);
    }
    lines = new LineIndex(text5);
    lineIndexes.set(text5, lines);
  }
  return lines;
}

// server/src/cli/reporters/json.ts
function writeJson(report, output) {
  let pending = [];
  let size = 0;
  const flush = () => {
    if (pending.length) {
      output(pending.join(""));
    }
    pending = [];
    size = 0;
  };
  const write = (chunk) => {
    pending.push(chunk);
    size += chunk.length;
    if (size >= 64 * 1024) {
      flush();
    }
  };
  const indent2 = (text5, by) => text5.replace(/\n/g, `
${" ".repeat(by)}`);
  const head = { version: 1, root: report.root, cwd: report.cwd, roots: report.roots };
  write(`${JSON.stringify(head, null, 2).slice(0, -2)},
  "summary": ${indent2(JSON.stringify(report.summary, null, 2), 2)},
  "citations": [`);
  const paths = /* @__PURE__ */ new Map();
  for (let k = 0; k < report.citations.length; k += 256) {
    const batch = report.citations.slice(k, k + 256).map((c) => citationJson(c, report, paths));
    const text5 = JSON.stringify({ citations: batch }, null, 2);
    write(`${k ? "," : ""}
${text5.slice(text5.indexOf("[") + 2, text5.length - "\n  ]\n}".length)}`);
  }
  write(report.citations.length ? "\n  ]" : "]");
  if (report.fileErrors.length) {
    write(`,
  "fileErrors": ${indent2(JSON.stringify(report.fileErrors.map((e) => fileErrorJson(e, report)), null, 2), 2)}`);
  }
  write("\n}\n");
  flush();
}
function fileErrorJson(e, report) {
  return { file: displayPath(report.root, e.root, e.file), root: e.root, projectFile: e.file, message: e.message };
}
function citationJson(c, report, paths) {
  const redact = report.redact;
  const r = c.result;
  const cit = r.citation;
  const key = `${c.root}\0${r.file}`;
  let file = paths?.get(key);
  if (file === void 0) {
    file = displayPath(report.root, c.root, r.file);
    paths?.set(key, file);
  }
  const out = {
    file,
    root: c.root,
    projectFile: r.file,
    line: c.line,
    column: c.column,
    endLine: c.endLine,
    endColumn: c.endColumn,
    form: cit.form,
    quote: redact ? void 0 : cit.quote,
    source: r.source,
    version: cit.version,
    ranges: cit.ranges,
    profile: r.profile,
    status: r.status,
    severity: r.severity,
    count: r.count,
    message: r.message,
    occurrences: r.occurrences?.map((o) => ({ startLine: o.startLine, endLine: o.endLine })),
    foundIn: r.foundIn?.map((f) => ({ source: f.source, startLine: f.startLine, endLine: f.endLine })),
    suggestion: r.suggestion && (redact ? { startLine: r.suggestion.startLine, endLine: r.suggestion.endLine } : r.suggestion),
    omissions: r.omissions?.map((o) => redact ? { startLine: o.startLine, endLine: o.endLine } : o)
  };
  for (const key2 of Object.keys(out)) {
    if (Array.isArray(out[key2]) && out[key2].length === 0) {
      out[key2] = void 0;
    }
  }
  return out;
}

// server/src/cli/reporters/sarif.ts
var import_node_path2 = require("node:path");
var import_node_url2 = require("node:url");
function toSarif(report, version2) {
  const level = (s) => s === "error" ? "error" : s === "warning" ? "warning" : "note";
  const artifact = (root2, file) => {
    const shown2 = displayPath(report.cwd, root2, file);
    return (0, import_node_path2.isAbsolute)(shown2) ? { uri: (0, import_node_url2.pathToFileURL)(shown2).href } : { uri: encodeURI(shown2), uriBaseId: "%SRCROOT%" };
  };
  const base = (0, import_node_url2.pathToFileURL)(report.cwd).href;
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{
      tool: {
        driver: {
          name: "verbatim",
          version: version2,
          rules: allStatuses.map((id) => ({ id, shortDescription: { text: id.replace(/_/g, " ") } }))
        }
      },
      // Columns count code points, as in every other format; said, not left to a reader's default.
      columnKind: "unicodeCodePoints",
      originalUriBaseIds: { "%SRCROOT%": { uri: base.endsWith("/") ? base : `${base}/` } },
      results: [
        ...report.fileErrors.map((e) => ({
          ruleId: "source_error",
          level: "error",
          message: { text: e.message },
          locations: [{ physicalLocation: { artifactLocation: artifact(e.root, e.file), region: { startLine: 1, startColumn: 1 } } }]
        })),
        ...report.citations.filter(isFinding).map((c) => {
          const related = relatedPlaces(c).map((place2, k) => ({
            id: k + 1,
            message: { text: place2.text },
            physicalLocation: { artifactLocation: artifact(c.root, place2.source), region: { startLine: place2.startLine, endLine: place2.endLine } }
          }));
          return {
            ruleId: c.result.status,
            level: level(c.result.severity),
            message: { text: c.result.message },
            locations: [{
              physicalLocation: {
                artifactLocation: artifact(c.root, c.result.file),
                region: { startLine: c.line, startColumn: c.column, endLine: c.endLine, endColumn: c.endColumn + 1 }
              }
            }],
            ...related.length ? { relatedLocations: related } : {}
          };
        })
      ]
    }]
  };
}
function relatedPlaces(c) {
  const r = c.result;
  const places = (r.foundIn ?? []).map((f) => ({ source: f.source, startLine: f.startLine, endLine: f.endLine, text: "where the quote occurs" }));
  if (projectFileOf(r.citation.target) !== void 0 && r.source !== void 0 && (r.status === "ambiguous" || r.status === "out_of_range")) {
    const occurrences = r.occurrences ?? [];
    const count = Math.max(r.count ?? 0, occurrences.length);
    places.push(...occurrences.map((o, k) => ({
      source: r.source,
      startLine: o.startLine,
      endLine: o.endLine,
      text: r.status === "ambiguous" ? `occurrence ${k + 1} of ${count}` : "where the quote occurs, outside the cited range"
    })));
  }
  return places;
}

// server/src/cli/reporters/text.ts
var colors = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m", dim: "\x1B[2m", reset: "\x1B[0m" };
function toText(report, options) {
  const paint = (code3, s) => options.color ? `${colors[code3]}${s}${colors.reset}` : s;
  const lines = [];
  for (const e of report.fileErrors) {
    lines.push(`${displayPath(report.cwd, e.root, e.file)}:1:1 ${paint("error", "source_error")} ${e.message}`);
  }
  for (const c of report.citations.filter(isFinding)) {
    if (options.quiet && c.result.severity !== "error") {
      continue;
    }
    const sev = c.result.severity === "error" ? "error" : c.result.severity === "warning" ? "warning" : "info";
    lines.push(`${displayPath(report.cwd, c.root, c.result.file)}:${c.line}:${c.column} ${paint(sev, c.result.status)} ${c.result.message}`);
    lines.push(...context(c, report).map((l) => paint("dim", `    ${l}`)));
  }
  if (!options.quiet) {
    const s = report.summary;
    const notChecked = `skipped ${s.skipped}, unresolved ${s.unresolved}, unverified ${s.unverified}`;
    lines.push(`${s.files} file(s), ${s.citations} citation(s): ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s); not checked: ${notChecked}`);
  }
  return lines.length ? `${lines.join("\n")}
` : "";
}
function context(c, report) {
  const r = c.result;
  const redact = report.redact;
  const out = [];
  const local = projectFileOf(r.citation.target) !== void 0;
  const source = local && r.source ? displayPath(report.cwd, c.root, r.source) : r.source;
  if (r.suggestion) {
    out.push(redact ? `nearest passage: ${source}:${formatRange(r.suggestion)}` : `nearest passage (${source}:${formatRange(r.suggestion)}): ${oneLine(r.suggestion.text)}`);
  }
  if (r.status === "ambiguous" || r.status === "out_of_range") {
    for (const o of r.occurrences ?? []) {
      out.push(`occurs at ${source}:${formatRange(o)}`);
    }
  }
  for (const f of r.foundIn ?? []) {
    out.push(`found in ${displayPath(report.cwd, c.root, f.source)}:${formatRange(f)}`);
  }
  if (r.status === "unsafe_elision" && !redact) {
    for (const o of r.omissions ?? []) {
      out.push(`omitted (${formatLines(o)}): ${oneLine(o.text)}`);
    }
  }
  return out;
}
function oneLine(text5) {
  const flat = text5.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}

// server/src/cli/reporters/index.ts
var formats = {
  text: (report, { io, quiet }) => io.stdout(toText(report, { quiet, color: io.isTTY && io.env.NO_COLOR === void 0 })),
  json: (report, { io }) => writeJson(report, io.stdout),
  sarif: (report, { io, version: version2 }) => io.stdout(`${JSON.stringify(toSarif(report, version2), null, 2)}
`),
  github: (report, { io }) => io.stdout(toGithub(report, io.env.GITHUB_WORKSPACE || io.cwd)),
  html: (report, { io, version: version2, texts }) => io.stdout(toHtml(report, texts ?? { note: () => void 0, source: () => void 0 }, version2))
};

// server/src/cli/commands/check.ts
var check2 = {
  name: "check",
  summary: "check every citation in the notes under PATH... (default: the project root)",
  operands: "[PATH...]",
  options: {
    format: { type: "string", value: Object.keys(formats).join("|"), default: "text", description: "report format (html: one self-contained page for reviewers)" },
    "changed-since": { type: "string", value: "REF", description: "check only notes changed since the Git revision REF, and notes citing a file changed since REF" },
    root: { type: "string", value: "DIR", description: "the project root (default: the nearest folder above PATH with verbatim.json or .git)" },
    config: { type: "string", value: "FILE", description: "the configuration file (default: ROOT/verbatim.json)" },
    repository: repositoryOption,
    redact: { type: "boolean", description: "leave quote and source text out of the report" },
    quiet: { type: "boolean", description: "print error findings only, and no summary" },
    cache: {
      type: "string",
      optionalValue: true,
      value: "DIR",
      usage: "[--cache [DIR] | --no-cache]",
      description: "reuse results of unchanged notes and sources, kept in DIR (or =DIR) from the working folder (default: ROOT/.verbatim/cache; on unless --no-cache)"
    },
    "no-cache": { type: "boolean", usage: "", description: "neither read nor write the result cache" },
    shard: { type: "string", value: "I/N", description: "check only the notes of part I of N, 1 <= I <= N <= 9999 (split by a hash of each path, for CI matrices)" },
    jobs: { type: "string", value: "N", description: "worker threads parsing notes and checking sources (1: none; default: one per core on a large project)" },
    verbose: { type: "boolean", description: "print each project's root, why it is the root, and its configuration file on stderr" }
  },
  description: `
Checks every Markdown note under the paths, honouring include/exclude from
verbatim.json and every .gitignore. Prints one line per finding
(file:line:col status message) and a summary that also counts what was not
checked. With --changed-since REF, checks only the notes changed since REF
(committed, staged, unstaged or new) and every note citing a file changed
since REF: what a pull request touched. Exits 0 when no finding is an error,
1 when one is, 2 for a usage or configuration error, 3 for an internal error.`,
  run: runCheck
};
async function runCheck({ values, positionals }, io) {
  const format2 = values.format;
  if (!Object.hasOwn(formats, format2)) {
    throw new UsageError(`--format: "${format2}" is not one of ${Object.keys(formats).join(", ")}`);
  }
  const shard = values.shard === void 0 ? void 0 : parseShard(values.shard);
  if (typeof shard === "string") {
    throw new UsageError(shard);
  }
  if (values.cache !== void 0 && values["no-cache"]) {
    throw new UsageError("--cache and --no-cache cannot be used together");
  }
  const jobs = values.jobs === void 0 ? void 0 : Number(values.jobs);
  if (jobs !== void 0 && !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 64)) {
    throw new UsageError(`--jobs: "${values.jobs}" is not a whole number from 1 to 64`);
  }
  const changedSince2 = values["changed-since"];
  if (changedSince2 === "") {
    throw new UsageError("--changed-since: give a Git revision, such as origin/main");
  }
  const texts = format2 === "html" ? new ReportTexts() : void 0;
  const report = await collectReport({
    paths: positionals,
    root: values.root,
    config: values.config,
    redact: Boolean(values.redact),
    cache: values["no-cache"] ? false : values.cache || true,
    shard,
    changedSince: changedSince2,
    jobs,
    grants: userGrants(io, values.repository),
    verbose: Boolean(values.verbose)
  }, io, texts && ((p) => texts.keep(p)));
  formats[format2](report, { io, version, quiet: Boolean(values.quiet), texts });
  return report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}
async function collectReport(options, io, each) {
  const results = [];
  const reached = /* @__PURE__ */ new Map();
  for (const { project, scopes } of await projectsOf(options.paths, io, options.root, options.config, options.grants ?? userGrants(io, []))) {
    for (const part of await splitNested(io, project, scopes)) {
      const changed = options.changedSince === void 0 ? void 0 : await changedFiles(part.project.root, part.project.files, options.changedSince);
      const why = rootReason(io, part.project, part.project === project ? options : {});
      if (options.verbose) {
        io.stderr(describeRoot(part.project, why.reason));
      }
      const rootNote = why.chosen ? void 0 : `project root ${part.project.root}: ${why.reason}`;
      const checked2 = await checkProject(part, { ...options, changed, warn: (m) => io.stderr(m), rootNote }, io.cwd);
      await each?.(checked2);
      results.push({ root: checked2.root, notes: checked2.notes, fileErrors: checked2.fileErrors });
      noteReached(reached, part.scopes, checked2);
    }
  }
  if (!options.shard && options.changedSince === void 0) {
    for (const [at, any] of reached) {
      if (!any) {
        io.stderr(`verbatim: ${displayPath(io.cwd, at, "")}: nothing checked there: no Markdown note, or ignored by .gitignore or verbatim.json's exclude
`);
      }
    }
  }
  const checked = results.filter((r) => r.notes.length + r.fileErrors.length > 0);
  return buildReport(checked.length ? checked : results.slice(0, 1), options.redact, io.cwd);
}
function noteReached(reached, scopes, checked) {
  const files = [...checked.notes.map((n) => n.report.file), ...checked.fileErrors.map((e) => e.file)];
  for (const scope of scopes.filter((s) => s !== "")) {
    const at = path18.join(checked.root, ...scope.split("/"));
    reached.set(at, (reached.get(at) ?? false) || files.some((f) => f === scope || f.startsWith(`${scope}/`)));
  }
}
async function changedFiles(root2, files, ref) {
  const changed = await changedSince(root2, ref, files);
  if ("error" in changed) {
    throw new UsageError(`--changed-since: ${changed.error}`);
  }
  return new Set(changed.files);
}
var ReportTexts = class {
  #notes = /* @__PURE__ */ new Map();
  #sources = /* @__PURE__ */ new Map();
  async keep({ root: root2, notes, checker }) {
    for (const { report, text: text5 } of notes) {
      this.#notes.set(`${root2}\0${report.file}`, text5);
      for (const r of report.results) {
        const paths = r.status === "verified" || projectFileOf(r.citation.target) === void 0 ? [] : [r.source, r.foundIn?.[0]?.source];
        for (const p of paths) {
          const key = `${root2}\0${p}`;
          const read = p === void 0 || this.#sources.has(key) ? void 0 : await checker.readSource(p);
          if (read) {
            this.#sources.set(key, read.text);
          }
        }
      }
    }
  }
  note(root2, file) {
    return this.#notes.get(`${root2}\0${file}`);
  }
  source(root2, path20) {
    return this.#sources.get(`${root2}\0${path20}`);
  }
};
async function projectsOf(positionals, io, rootFlag, configFlag, grants) {
  const targets = positionals.map((p) => path18.resolve(io.cwd, p));
  for (const [k, t] of targets.entries()) {
    if (pathKind(t) === void 0) {
      throw new UsageError(`${positionals[k]}: no such file or folder`);
    }
  }
  const byRoot = /* @__PURE__ */ new Map();
  for (const start of targets.length ? targets : [io.cwd]) {
    const { root: root2, configFile } = locateProject(io, start, rootFlag, configFlag);
    let entry = byRoot.get(root2);
    if (!entry) {
      entry = { project: usable(io, await loadProject(root2, configFile, grants)), scopes: [] };
      byRoot.set(root2, entry);
    }
    if (targets.length === 0) {
      continue;
    }
    const rel = entry.project.workspace.toRelative(start);
    if (rel === void 0) {
      throw new UsageError(`${path18.relative(io.cwd, start)}: outside the project root ${root2}`);
    }
    entry.scopes.push(rel);
  }
  return [...byRoot.values()];
}

// server/src/action/summary.ts
function toJobSummary(report, base) {
  const s = report.summary;
  const out = [
    "## Verbatim",
    "",
    `${s.citations} citation(s) in ${s.files} file(s): ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s).`,
    "",
    "| status | citations |",
    "|---|---:|",
    ...allStatuses.filter((st) => s.byStatus[st]).map((st) => `| ${st} | ${s.byStatus[st]} |`)
  ];
  if (report.fileErrors.length) {
    out.push(`| unreadable note | ${report.fileErrors.length} |`);
  }
  out.push(`| skipped (verbatim-disable) | ${s.skipped} |`);
  const errors = [
    ...report.fileErrors.map((e) => [displayPath(base, e.root, e.file), 1, 1, "source_error", e.message]),
    ...report.citations.filter((c) => isFinding(c) && c.result.severity === "error").map((c) => [displayPath(base, c.root, c.result.file), c.line, c.column, c.result.status, c.result.message])
  ];
  if (errors.length) {
    out.push("", "### Errors", "", "| location | status | message |", "|---|---|---|");
    for (const [file, line, column, status, message] of errors) {
      out.push(`| \`${cell(file)}:${line}:${column}\` | ${status} | ${cell(message)} |`);
    }
  }
  return `${out.join("\n")}
`;
}
function cell(s) {
  return s.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");
}

// server/src/action/main.ts
function input(env, name, fallback = "") {
  const key = `INPUT_${name.toUpperCase()}`;
  return (env[key.replace(/-/g, "_")] ?? env[key] ?? "").trim() || fallback;
}
async function runAction(io) {
  const { env } = io;
  const format2 = input(env, "format", "github");
  if (!Object.hasOwn(formats, format2)) {
    throw new UsageError(`input format: "${format2}" is not one of ${Object.keys(formats).join(", ")}`);
  }
  const paths = input(env, "paths").split(/\s+/).filter(Boolean);
  const config = input(env, "config") || void 0;
  const changedSince2 = input(env, "changed-since") || void 0;
  const shard = input(env, "shard") ? parseShard(input(env, "shard")) : void 0;
  if (typeof shard === "string") {
    throw new UsageError(`input ${shard.replace(/^--/, "")}`);
  }
  const report = await collectReport({ paths, config, redact: false, changedSince: changedSince2, shard }, io);
  formats[format2](report, { io, version, quiet: false });
  const base = env.GITHUB_WORKSPACE || io.cwd;
  if (env.GITHUB_STEP_SUMMARY) {
    (0, import_node_fs16.appendFileSync)(env.GITHUB_STEP_SUMMARY, toJobSummary(report, base));
  }
  const sarifFile = writeSarif(io.cwd, input(env, "sarif-file", "verbatim.sarif"), `${JSON.stringify(toSarif(report, version), null, 2)}
`);
  if (env.GITHUB_OUTPUT) {
    (0, import_node_fs16.appendFileSync)(env.GITHUB_OUTPUT, `sarif-file=${sarifFile}
errors=${report.summary.errors}
citations=${report.summary.citations}
`);
  }
  const failOnError = input(env, "fail-on-error", "true") !== "false";
  return failOnError && report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}
function writeSarif(cwd, given, text5) {
  const file = path19.resolve(cwd, given);
  try {
    (0, import_node_fs16.mkdirSync)(path19.dirname(file), { recursive: true });
    (0, import_node_fs16.writeFileSync)(file, text5);
  } catch (e) {
    const code3 = e.code;
    const why = code3 === "EISDIR" ? "it is a folder" : code3 === "ENOTDIR" || code3 === "EEXIST" ? "a file stands where a folder should be" : code3 === "EACCES" || code3 === "EPERM" ? "permission denied" : code3 ?? "it cannot be written";
    throw new UsageError(`input sarif-file: "${given}" cannot be written: ${why}`);
  }
  return file;
}

// server/src/action/index.ts
runAction({
  cwd: process.cwd(),
  env: process.env,
  isTTY: false,
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin: async () => ""
}).then((code3) => {
  process.exitCode = code3;
}, (e) => {
  const usage = e instanceof UsageError;
  process.stdout.write(`::error title=verbatim::${usage ? "" : "internal error: "}${e.message}
`);
  process.exitCode = usage ? exitCodes.usage : exitCodes.internal;
});
